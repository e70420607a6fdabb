// SPDX-License-Identifier: GPL-2.0-or-later
#include "find_highlight.h"

#include "grounded_text.h"
#include "search/text_matches.h"
#include "theme.h"

#include <QLabel>
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

QList<QTextEdit::ExtraSelection> FindHighlight::selections(
    QTextEdit *edit, const QVector<Utf16Range> &ranges, int current)
{
    QList<QTextEdit::ExtraSelection> out;
    for (int i = 0; i < ranges.size(); ++i) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(edit->document());
        s.cursor.setPosition(int(ranges.at(i).begin));
        s.cursor.setPosition(int(ranges.at(i).end), QTextCursor::KeepAnchor);
        s.format.setBackground(i == current ? currentColor() : matchColor());
        if (i == current)
            s.format.setForeground(currentTextColor());
        out.append(s);
    }
    return out;
}

QVector<Utf16Range> FindHighlight::highlightTextEdit(QTextEdit *edit, const QString &sourceText,
    const FindQuery &query, int ordinal, qsizetype sourceBegin, int *current)
{
    const QVector<Utf16Range> shown = documentMatches(edit->document(), query);
    int pick = -1;
    if (ordinal >= 0 && !shown.isEmpty()) {
        const int sourceCount = int(findMatches(sourceText, query).size());
        pick = pickCurrent(shown, edit->document()->characterCount(), ordinal, sourceCount,
            sourceBegin, sourceText.size());
    }
    edit->setExtraSelections(selections(edit, shown, pick));
    if (current)
        *current = pick;
    return shown;
}

QRect FindHighlight::rangeRect(const QTextEdit *edit, Utf16Range range, const QWidget *relativeTo)
{
    QTextCursor cursor(edit->document());
    cursor.setPosition(int(range.begin));
    const QRect begin = edit->cursorRect(cursor);
    const QPoint topLeft = edit->viewport()->mapTo(relativeTo, begin.topLeft());
    return QRect(topLeft, QSize(qMax(1, begin.width()), begin.height()));
}

QString FindHighlight::highlightedHtml(
    const QString &text, const QVector<Utf16Range> &ranges, int current)
{
    auto escape
        = [](const QString &piece) { return piece.toHtmlEscaped().replace(u'\n', u"<br>"_s); };
    QString html = u"<span style=\"white-space:pre-wrap\">"_s;
    qsizetype at = 0;
    for (int i = 0; i < ranges.size(); ++i) {
        const Utf16Range r = ranges.at(i);
        if (r.begin < at || r.end > text.size())
            continue;
        html += escape(text.mid(at, r.begin - at));
        const QColor background = i == current ? currentColor() : matchColor();
        html += u"<span style=\"background-color:%1;%2\">"_s.arg(background.name(),
            i == current ? u"color:%1;"_s.arg(currentTextColor().name()) : QString());
        html += escape(text.mid(r.begin, r.length())) + u"</span>"_s;
        at = r.end;
    }
    html += escape(text.mid(at)) + u"</span>"_s;
    return html;
}

int FindHighlight::highlightLabel(
    QLabel *label, const QString &plainText, const FindQuery &query, int current)
{
    const QVector<Utf16Range> ranges = findMatches(plainText, query);
    if (ranges.isEmpty()) {
        if (label->textFormat() != Qt::PlainText || label->text() != plainText) {
            label->setTextFormat(Qt::PlainText);
            label->setText(plainText);
        }
        return 0;
    }
    label->setTextFormat(Qt::RichText);
    label->setText(highlightedHtml(plainText, ranges, current));
    return int(ranges.size());
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
