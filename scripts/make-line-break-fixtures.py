#!/usr/bin/python3
"""Writes Tests/TextLayoutTests/Fixtures/line-breaks.json: ICU's line break opportunities for a table of
strings (quotes, guillemets, URLs, dashes, ellipses, CJK punctuation, emoji, soft hyphens...), the reference
the text tests compare FeedBench's breaking with.

Needs Debian's python3-icu (PyICU) for /usr/bin/python3: `apt-get install python3-icu`. The tests read the
committed file and need neither. Each case: the text, and the UTF-16 offsets at which a line may start
(ICU's boundaries, the end excluded), from ICU's line break iterator with the root locale, as FeedBench's.
"""
import json
import pathlib

import icu

CASES = [
    'She said "absolutely wonderful" today',
    "Il a dit « absolument merveilleux » hier",
    "‘Single quotes’ and “double quotes” around words",
    "see https://example.com/a/very/long/path?query=value&other=1 now",
    "word—another — spaced dash – en dash",
    "Wait… really?! Yes! No? Maybe.",
    "日本語の文章です。「引用」と（括弧）、句読点。",
    "中文句子，包括标点符号：测试！",
    "한국어 문장입니다. 띄어쓰기가 있습니다.",
    "ｶﾀｶﾅ ﾊﾝｶｸ ﾃｷｽﾄ",
    "emoji 👍🏽 and 👨‍👩‍👧‍👦 and 🇵🇹🇫🇷 flags",
    "super\u00adcali\u00adfragilistic",
    "state-of-the-art 2020-2021 -5 +3 (yes) [no] {maybe}",
    "price $1,234.56 or 12% off, 3/4 cup",
    "x \u0301 y",
    "Zero\u200bwidth\u200bspace and no\u00a0break\u00a0space",
    "مرحبا بالعالم، كيف حالك؟",
    "שלום עולם! מה שלומך?",
    "สวัสดีครับ ยินดีต้อนรับ",
    "नमस्ते दुनिया। आप कैसे हैं?",
    "Mixed: Hello 世界 and مرحبا and 😀!",
]


def breaks(text):
    iterator = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())
    iterator.setText(text)
    length = len(text.encode("utf-16-le")) // 2
    return [offset for offset in iterator if offset != length]


def main():
    cases = [{"text": text, "breaks": breaks(text)} for text in CASES]
    out = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "TextLayoutTests" / "Fixtures" / "line-breaks.json"
    out.write_text(json.dumps({"icu": icu.ICU_VERSION, "cases": cases}, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {out} ({len(cases)} cases, ICU {icu.ICU_VERSION})")


if __name__ == "__main__":
    main()
