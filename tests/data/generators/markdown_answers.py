#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Writes tests/data/adk_session_markdown_answers.json: an ADK Session whose grounded answers are
Markdown (headings, bold, lists, a table, links, code) in Spanish, Japanese, Traditional Chinese
and English, with Google Search grounding supports whose segments start and end anywhere: inside
bold, at list markers, across table cells and paragraphs, and (English) inside a link's address.
Offsets are UTF-8 bytes, startIndex omitted when 0, as Gemini writes them.

Each answer is a list of pieces (text, sources): a piece with sources is one cited segment."""
import json
import pathlib

WEB = [
    {"web": {"uri": "https://vertexaisearch.cloud.google.com/grounding-api-redirect/md%d" % i,
             "title": t, "domain": d}}
    for i, (t, d) in enumerate([
        ("who.int", "who.int"), ("mohw.gov.tw", "mohw.gov.tw"), ("tfc-taiwan.org.tw", "tfc-taiwan.org.tw"),
        ("京都観光ナビ", "kyoto.example.jp"), ("es.wikipedia.org", "es.wikipedia.org"),
        ("docs.python.org", "docs.python.org")])
]

ANSWERS = {
    "zh": [
        ("## 查核結果\n\n", None),
        ("**錯誤**：網傳「喝熱水可以殺死病毒」的說法沒有科學根據。", [0, 2]),
        ("世界衛生組織指出，熱水無法殺死體內的病毒。", [0]),
        ("\n\n- ", None),
        ("衛福部也曾澄清此謠言。", [1]),
        ("\n- 保持勤洗手才是有效的預防方法。\n\n| 說法 | 判定 |\n| --- | --- |\n| ", None),
        ("喝熱水殺病毒 | 錯誤", [2]),
        (" |\n\n詳見[世界衛生組織](https://www.who.int/zh/emergencies)的說明。", None),
    ],
    "ja": [
        ("# 京都の紅葉\n\n京都の秋は", None),
        ("**紅葉**が見事です。", [3]),
        ("\n\n1. ", None),
        ("**東福寺**：通天橋からの眺めが有名です。\n2. 永観堂", [3]),
        ("：夜のライトアップがあります。\n\n", None),
        ("混雑を避けるなら`早朝`がおすすめです。", [3]),
        ("ぜひ訪れてください。", None),
    ],
    "es": [
        ("### Resumen\n\n", None),
        ("¿Cuándo se fundó **Madrid**? ", None),
        ("La ciudad fue fundada en el siglo IX por Muhammad I.", [4]),
        ("\n\n* **Población:** ", None),
        ("unos 3,3 millones de habitantes", [4]),
        ("\n* Capital de España desde 1561.\n\n```python\nprint('¡Hola!')\n```\n", None),
    ],
    "en": [
        ("Python's `sorted()` ", None),
        ("returns a new sorted list. See the [docs](https://docs.", [5]),
        ("python.org/3/howto/sorting.html) for key functions. ", None),
        ("It is stable.", [5]),
    ],
}


def supports(pieces):
    out, at = [], 0
    for text, sources in pieces:
        size = len(text.encode("utf-8"))
        if sources:
            segment = {"endIndex": at + size, "text": text}
            if at:
                segment = {"startIndex": at, **segment}
            out.append({"segment": segment, "groundingChunkIndices": sources,
                        "confidenceScores": [0.9 - 0.1 * k for k in range(len(sources))]})
        at += size
    return out


def event(n, lang, pieces):
    used = sorted({s for _, src in pieces if src for s in src})
    return {
        "id": "ev-md-%s" % lang, "invocationId": "e-md-%d" % n, "author": "fact_checker",
        "timestamp": 1767700000.5 + n, "content": {"role": "model", "parts": [
            {"text": "".join(text for text, _ in pieces)}]},
        "groundingMetadata": {"webSearchQueries": ["%s query" % lang],
                              "groundingChunks": WEB, "groundingSupports": supports(pieces)},
        "finishReason": "STOP",
    } if used else None


QUESTIONS = {"zh": "喝熱水可以殺死病毒嗎？", "ja": "秋の京都のおすすめは？",
             "es": "¿Qué sabes de Madrid?", "en": "How does sorted() work?"}

events = []
for n, (lang, pieces) in enumerate(ANSWERS.items()):
    events.append({"id": "ev-q-%s" % lang, "invocationId": "e-md-%d" % n, "author": "user",
                   "timestamp": 1767700000.0 + n,
                   "content": {"role": "user", "parts": [{"text": QUESTIONS[lang]}]}})
    events.append(event(n, lang, pieces))

session = {"id": "md-answers", "appName": "fact_check", "userId": "u-1",
           "lastUpdateTime": 1767700010.0, "state": {}, "events": events}
path = pathlib.Path(__file__).resolve().parent.parent / "adk_session_markdown_answers.json"
path.write_text(json.dumps(session, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
