import { describe, expect, it } from 'vitest'
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min'
import { buildCountries, searchCountries } from './country-list'
import { flagOf, regionName } from './region'

describe('area-code list', () => {
  const en = buildCountries('en-US')

  it('comes from the phone metadata: every region with its dial code, Vietnam +84 among them', () => {
    expect(en.length).toBeGreaterThan(200)
    expect(en.find((c) => c.region === 'VN')).toEqual({ region: 'VN', name: 'Vietnam', dialCode: '+84', flag: '🇻🇳' })
    expect(en.find((c) => c.region === 'CA')?.dialCode).toBe('+1')
    expect(en.every((c) => /^\+\d{1,4}$/.test(c.dialCode))).toBe(true)
  })

  it("is exactly the library's metadata, region for region (the build-time table loses nothing)", () => {
    const fromLibrary = getCountries().map((region) => [region, `+${getCountryCallingCode(region)}`])
    const fromTable = en.map((c) => [c.region, c.dialCode])
    expect(fromTable).toHaveLength(fromLibrary.length)
    expect(fromTable).toEqual(expect.arrayContaining(fromLibrary))
  })

  it('names regions in the active language and sorts by that name', () => {
    expect(buildCountries('zh-CN').find((c) => c.region === 'VN')?.name).toBe('越南')
    expect(buildCountries('zh-TW').find((c) => c.region === 'TW')?.name).toBe('台灣')
    expect(buildCountries('vi').find((c) => c.region === 'VN')?.name).toBe('Việt Nam')
    const names = en.map((c) => c.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare))
    expect(regionName('JP', 'en-US')).toBe('Japan')
  })

  it('searches by name, region code and dial code', () => {
    expect(searchCountries(en, 'viet').map((c) => c.region)).toEqual(['VN'])
    expect(searchCountries(en, 'vn').map((c) => c.region)).toEqual(['VN'])
    expect(searchCountries(en, '+84').map((c) => c.region)).toEqual(['VN'])
    expect(searchCountries(en, '44').map((c) => c.region)).toEqual(expect.arrayContaining(['GB']))
    expect(searchCountries(en, '  ')).toHaveLength(en.length)
    expect(searchCountries(en, 'zzzz')).toEqual([])
  })

  it('flags from regional indicators', () => {
    expect(flagOf('gb')).toBe('🇬🇧')
  })
})
