// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_markers.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

bool isBlank(QStringView line)
{
    return line.trimmed().isEmpty();
}

bool isFence(QStringView line)
{
    const QStringView t = line.trimmed();
    return t.startsWith(u"```") || t.startsWith(u"~~~");
}

// A line after which a marker would change the block structure: a fence, a table row, a
// thematic break or setext underline.
bool isStructuralLine(QStringView line)
{
    const QStringView t = line.trimmed();
    if (isFence(t) || t.startsWith(u'|') || t.endsWith(u'|'))
        return true;
    static const QRegularExpression rule(u"^(?:[-*_=] ?){2,}[-*_=]?$"_s);
    return rule.match(t.toString()).hasMatch();
}

// A boundary at the start of a Markdown line would break the block syntax there ("- ", "# ",
// "1. ", "> ", "| ", a fence, indentation). Move it back to the end of the text before it when
// that line can take it (the highlight then starts or ends at the same place once rendered);
// else forward, past blank and fence lines and the line's block prefix, to where its text starts.
qsizetype markdownSafe(const QString &text, qsizetype p, qsizetype floor)
{
    const qsizetype n = text.size();
    if (p != 0 && text.at(p - 1) != u'\n')
        return p;
    qsizetype back = p;
    while (back > floor && text.at(back - 1).isSpace())
        --back;
    if (back > 0 && text.at(back - 1) != u'\n') {
        const qsizetype lineStart = text.lastIndexOf(u'\n', back - 1) + 1;
        if (!isStructuralLine(QStringView(text).mid(lineStart, back - lineStart)))
            return back;
    }
    qsizetype q = p;
    for (int guard = 0; guard < 16 && q < n; ++guard) {
        const qsizetype eol = text.indexOf(u'\n', q);
        const qsizetype lineEnd = eol < 0 ? n : eol;
        const QStringView line = QStringView(text).mid(q, lineEnd - q);
        if ((!isBlank(line) && !isFence(line)) || eol < 0)
            break;
        q = eol + 1;
    }
    static const QRegularExpression prefix(
        u"[ \\t]*(?:#{1,6}[ \\t]+|[-*+][ \\t]+(?:\\[[ xX]\\][ \\t]+)?|\\d{1,9}[.)][ \\t]+|>[ \\t]?|\\|[ \\t]*)"_s);
    for (int guard = 0; guard < 8; ++guard) {
        const QRegularExpressionMatch m = prefix.match(text, q, QRegularExpression::NormalMatch,
            QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch() || m.capturedLength() == 0)
            break;
        q = m.capturedEnd();
    }
    while (q < n && (text.at(q) == u' ' || text.at(q) == u'\t'))
        ++q;
    return q;
}

} // namespace

QChar MarkdownMarkers::pickMarker(const QString &text)
{
    for (char16_t c = 0xE000; c < 0xF8FF; ++c) {
        if (!text.contains(QChar(c)))
            return QChar(c);
    }
    return QChar(0xF8FF);
}

QString MarkdownMarkers::insert(
    const QString &text, QVector<qsizetype> positions, QChar marker, bool markdown)
{
    const qsizetype n = text.size();
    for (int i = 0; i < positions.size(); ++i) {
        const qsizetype floor = i > 0 ? positions.at(i - 1) : 0;
        qsizetype p = qBound<qsizetype>(0, positions.at(i), n);
        if (p > 0 && p < n && text.at(p - 1) == u'\r' && text.at(p) == u'\n')
            ++p; // never between CR and LF
        if (markdown)
            p = markdownSafe(text, p, floor);
        positions[i] = qMax(p, floor);
    }
    QString result;
    result.reserve(n + positions.size());
    qsizetype from = 0;
    for (qsizetype p : std::as_const(positions)) {
        result.append(QStringView(text).mid(from, p - from));
        result.append(marker);
        from = p;
    }
    result.append(QStringView(text).mid(from));
    return result;
}
