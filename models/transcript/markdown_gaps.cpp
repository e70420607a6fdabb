// SPDX-License-Identifier: GPL-2.0-or-later
#include "markdown_gaps.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype kMaxDestination = 4096; ///< a link's address is looked for no further
} // namespace

namespace MarkdownGaps {

QByteArray mask(const QString &s)
{
    QByteArray hidden(s.size(), Shown);
    char kind = Markup;
    const auto hide = [&hidden, &kind](qsizetype from, qsizetype to) {
        std::fill(hidden.begin() + from, hidden.begin() + qMin(to, hidden.size()), kind);
    };
    // Whole lines: reference definitions (text never shown); fences with their info string,
    // table delimiter rows and thematic breaks (markup).
    static const QRegularExpression definitions(
        uR"re((?m)^ {0,3}\[[^\]\n]+\]:[ \t]*\S[^\n]*$)re"_s);
    static const QRegularExpression fence(uR"re((?m)^ {0,3}(?:`{3,}|~{3,})[^\n]*$)re"_s);
    static const QRegularExpression rules(
        uR"re((?m)^ {0,3}(?:\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*|(?:[-*_][ \t]*){3,})$)re"_s);
    // Line starts: block quote markers, list markers (bullets and numbers), heading hashes.
    static const QRegularExpression starts(
        uR"re((?m)^[ \t]*(?:>[ \t]?)*(?:[ \t]*(?:[-*+]|\d{1,9}[.)])(?=[ \t])|[ \t]*#{1,6}(?=[ \t]|$))?)re"_s);
    // Inside a fenced block every line is content: only its fences are markup.
    QVector<QPair<qsizetype, qsizetype>> code;
    qsizetype opened = -1;
    for (auto it = fence.globalMatch(s); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        hide(m.capturedStart(), m.capturedEnd());
        if (opened < 0) {
            opened = m.capturedEnd();
        } else {
            code.append({opened, m.capturedStart()});
            opened = -1;
        }
    }
    if (opened >= 0)
        code.append({opened, s.size()});
    const auto inCode = [&code](qsizetype at) {
        return std::any_of(code.cbegin(), code.cend(),
            [at](const auto &c) { return at >= c.first && at < c.second; });
    };
    for (const QRegularExpression *re : {&definitions, &rules, &starts}) {
        kind = re == &definitions ? HiddenText : Markup;
        for (auto it = re->globalMatch(s); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.capturedLength() > 0 && !inCode(m.capturedStart()))
                hide(m.capturedStart(), m.capturedEnd());
        }
    }
    for (qsizetype i = s.indexOf(u']'); i >= 0 && i + 1 < s.size(); i = s.indexOf(u']', i + 1)) {
        const QChar open = s.at(i + 1);
        if ((open != u'(' && open != u'[') || inCode(i))
            continue;
        const QChar close = open == u'(' ? u')' : u']';
        int depth = 0;
        qsizetype k = i + 1;
        for (; k < s.size() && k - i < kMaxDestination; ++k) {
            if (s.at(k) == u'\\') {
                ++k;
                continue;
            }
            if (s.at(k) == open)
                ++depth;
            else if (s.at(k) == close && --depth == 0)
                break;
            else if (s.at(k) == u'\n' && k + 1 < s.size() && s.at(k + 1) == u'\n')
                break; // a paragraph ends: not a destination
        }
        if (k < s.size() && s.at(k) == close && depth == 0) {
            kind = Markup; // the brackets
            hide(i + 1, i + 2);
            hide(k, k + 1);
            kind = HiddenText; // the address between them
            hide(i + 2, k);
        }
    }
    return hidden;
}

bool insideHiddenText(const QByteArray &mask, qsizetype utf16)
{
    return utf16 > 0 && utf16 < mask.size() && mask.at(utf16) == HiddenText
        && mask.at(utf16 - 1) == HiddenText;
}

bool isFenceLine(QStringView line)
{
    qsizetype indent = 0;
    while (indent < line.size() && indent < 4 && line.at(indent) == u' ')
        ++indent;
    const QStringView rest = line.mid(indent);
    return indent < 4 && (rest.startsWith(u"```") || rest.startsWith(u"~~~"));
}

} // namespace MarkdownGaps
