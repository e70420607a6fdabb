// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// The grounding of the fake servers' Kyoto answer ("京都の紅葉は11月下旬が見頃です…"), shaped as
// the captured one (adk-live.md §1.2): one web source, one segment over "京都の紅葉は" (18 UTF-8
// bytes) whose startIndex is left out.

#include <QJsonArray>
#include <QJsonObject>

inline QJsonObject kyotoGrounding()
{
    using namespace Qt::StringLiterals;
    const QJsonObject web {
        {u"uri"_s, u"https://kyoto.example.jp/momiji"_s}, {u"title"_s, u"kyoto.example.jp"_s}};
    const QJsonObject segment {{u"endIndex"_s, 18}, {u"text"_s, u"京都の紅葉は"_s}};
    return QJsonObject {{u"groundingChunks"_s, QJsonArray {QJsonObject {{u"web"_s, web}}}},
        {u"groundingSupports"_s,
            QJsonArray {QJsonObject {
                {u"segment"_s, segment}, {u"groundingChunkIndices"_s, QJsonArray {0}}}}}};
}
