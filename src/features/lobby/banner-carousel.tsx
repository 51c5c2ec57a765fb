import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import Swiper from 'antd-mobile/es/components/swiper'
import type { Banner } from '../../api/types'
import { bannerPath } from '../../api/content'
import type { Locale } from '../../i18n/locales'

/** Same-app paths only: a banner never sends the user to another site from inside the app. */
const appPath = (url: string) => (/^\/(?!\/)/.test(url) ? url : null)

/** The `slide` banners, the image variant of the active language (DECISIONS); loaded lazily with the swiper. */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const locale = i18n.locale as Locale
  return (
    <Swiper className="banner-swiper" autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={4000}
      data-testid="banners">
      {banners.map((banner, i) => {
        const to = appPath(banner.url)
        const n = i + 1
        return (
          <Swiper.Item key={banner.id ?? i}>
            <img
              className={to ? 'banner-img banner-link' : 'banner-img'}
              src={bannerPath(banner, locale) || undefined}
              alt={t`Banner ${n}`}
              draggable={false}
              onClick={to ? () => void navigate({ to }) : undefined}
              data-testid="banner"
            />
          </Swiper.Item>
        )
      })}
    </Swiper>
  )
}
