// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_highlight.h"

#include "grounded_text.h"
#include "search/text_matches.h"
#include "theme.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

using namespace Qt::StringLiterals;

QColor FindHighlight::matchColor()
{
    return Theme::app().findMatch; // mint: never confused with the grounding yellows
}

QColor FindHighlight::currentColor()
{
    return Theme::app().findCurrent;
}

QColor FindHighlight::currentTextColor()
{
    return Theme::app().findCurrentText;
}

QVector<Utf16Range> FindHighlight::documentMatches(
    const QTextDocument *document, const FindQuery &query)
{
    QVector<Utf16Range> out;
    if (!document || query.isEmpty())
        return out;
    // Document positions equal indices of toPlainText() (a block break is one character).
    const QVector<Utf16Range> all = findMatches(document->toPlainText(), query);
    for (const Utf16Range &r : all) {
        const QTextBlock block = document->findBlock(int(r.begin));
        bool marker = false;
        for (auto it = block.begin(); !it.atEnd() && !marker; ++it) {
            const QTextFragment f = it.fragment();
            if (f.position() + f.length() > r.begin && f.position() < r.end)
                marker = f.charFormat().boolProperty(GroundedText::MarkerProperty);
        }
        if (!marker)
            out.append(r);
    }
    return out;
}

int FindHighlight::pickCurrent(const QVector<Utf16Range> &shown, qsizetype shownLength, int ordinal,
    int sourceCount, qsizetype sourceBegin, qsizetype sourceLength)
{
    if (shown.isEmpty() || ordinal < 0)
        return -1;
    if (sourceCount == shown.size())
        return qMin(ordinal, int(shown.size()) - 1);
    const double where = sourceLength > 0 ? double(sourceBegin) / double(sourceLength) : 0.0;
    int best = 0;
    double bestDistance = 2.0;
    for (int i = 0; i < shown.size(); ++i) {
        const double at = shownLength > 0 ? double(shown.at(i).begin) / double(shownLength) : 0.0;
        if (qAbs(at - where) < bestDistance) {
            bestDistance = qAbs(at - where);
            best = i;
        }
    }
    return best;
}
