#!/usr/bin/env python3
"""Fill empty msgstr entries of src/i18n/locales/<locale>/<catalog>.po from a JSON table
{ "<msgid>": { "zh-CN": "...", "zh-TW": "...", "vi": "..." } }. Existing translations are kept.
Usage: scripts/i18n/fill-po.py TABLE.json [catalog=messages]"""
import json, re, sys, pathlib

table = json.load(open(sys.argv[1], encoding='utf-8'))
catalog = sys.argv[2] if len(sys.argv) > 2 else 'messages'
root = pathlib.Path(__file__).resolve().parents[2] / 'src/i18n/locales'

def esc(s):
    return s.replace('\\', '\\\\').replace('"', '\\"')

for locale in ('zh-CN', 'zh-TW', 'vi'):
    path = root / locale / f'{catalog}.po'
    text = path.read_text(encoding='utf-8')
    missing = []
    def repl(m):
        msgid = json.loads('"' + m.group(1) + '"')
        if m.group(2) != '':
            return m.group(0)
        tr = table.get(msgid, {}).get(locale)
        if not tr:
            if msgid:
                missing.append(msgid)
            return m.group(0)
        return f'msgid "{m.group(1)}"\nmsgstr "{esc(tr)}"'
    text = re.sub(r'msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"', repl, text)
    path.write_text(text, encoding='utf-8')
    print(f'{locale}: {len(missing)} untranslated', *missing[:20], sep='\n  ' if missing else '')
