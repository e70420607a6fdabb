// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/text_matches.h"

namespace {

/// Calls `onMatch(begin, end)` for each non-empty, non-overlapping match; stops when it
/// returns false.
template<typename F>
void forEachMatch(QStringView text, const QRegularExpression &re, F onMatch)
{
    if (!re.isValid() || re.pattern().isEmpty())
        return;
    qsizetype offset = 0;
    // PCRE2 checks the whole subject's UTF-16 on every call: once is enough (as globalMatch()
    // does), else counting k matches in a long value costs k times its length.
    QRegularExpression::MatchOptions options = QRegularExpression::NoMatchOption;
    while (offset <= text.size()) {
        const QRegularExpressionMatch m
            = re.match(text, offset, QRegularExpression::NormalMatch, options);
        options = QRegularExpression::DontCheckSubjectStringMatchOption;
        if (!m.hasMatch())
            return;
        const qsizetype begin = m.capturedStart();
        const qsizetype end = m.capturedEnd();
        if (end <= begin) { // an empty match (`a*`, `\b`): not a hit, step over one character
            offset = begin + 1;
            if (offset < text.size() && text[offset].isLowSurrogate()
                && text[offset - 1].isHighSurrogate())
                ++offset;
            continue;
        }
        if (!onMatch(begin, end))
            return;
        offset = end;
    }
}

const QRegularExpression &cachedExpression(const FindQuery &q)
{
    struct Cache {
        FindQuery query;
        QRegularExpression re;
        bool set = false;
    };
    thread_local Cache cache;
    if (!cache.set || cache.query != q) {
        cache.query = q;
        cache.re = q.regularExpression();
        cache.set = true;
    }
    return cache.re;
}

} // namespace

QVector<Utf16Range> findMatches(QStringView text, const QRegularExpression &re, int limit)
{
    QVector<Utf16Range> out;
    if (limit == 0)
        return out;
    forEachMatch(text, re, [&](qsizetype begin, qsizetype end) {
        out.append(Utf16Range {begin, end});
        return limit < 0 || out.size() < limit;
    });
    return out;
}

QVector<Utf16Range> findMatches(const QString &text, const FindQuery &q, int limit)
{
    if (q.isEmpty())
        return {};
    return findMatches(QStringView(text), cachedExpression(q), limit);
}

qsizetype countMatches(QStringView text, const QRegularExpression &re, qsizetype *firstStart)
{
    qsizetype count = 0;
    if (firstStart)
        *firstStart = -1;
    forEachMatch(text, re, [&](qsizetype begin, qsizetype) {
        if (count == 0 && firstStart)
            *firstStart = begin;
        ++count;
        return true;
    });
    return count;
}
