// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "search/find_query.h"

#include <QByteArray>
#include <QVector>

/// The raw-byte prefilter of a plain (non-regex) FindQuery over UTF-8 JSON text: a few byte
/// patterns such that every JSON value whose decoded text matches the query holds at least one of
/// them in its raw bytes. The anchor is the longest run of ASCII characters JSON writers never
/// escape (ASCII case folded unless case-sensitive), or the UTF-8 bytes of a run of case-less
/// non-ASCII characters plus the `\uXXXX` form of its first character (hex digits in either
/// case, as Python writes Japanese), or, for a cased non-ASCII needle searched without case, every
/// case variant of one character in both forms. Only a prefilter: hits are verified on decoded
/// text. Known gap: U+212A KELVIN SIGN and U+017F LONG S, which fold to ASCII 'k' and 's', are not
/// found by an ASCII anchor. Immutable after construction; shared by the worker threads.
class AnchorSearch
{
public:
    explicit AnchorSearch(const FindQuery &query);

    /// False for regex or empty queries and needles without any safe anchor (only characters
    /// such as `<` `"` `\` or line breaks): then every value must be decoded and verified.
    bool isUsable() const { return !m_patterns.isEmpty(); }
    int patternCount() const { return int(m_patterns.size()); }
    /// Pattern `i` as searched (lower case where folded).
    QByteArray pattern(int i) const { return m_patterns.at(i).bytes; }
    qsizetype patternLength(int i) const { return m_patterns.at(i).bytes.size(); }
    bool isFolded(int i) const { return m_patterns.at(i).folded; }

    /// Start of the first occurrence of pattern `i` in [from, end), or `end`.
    const char *find(int i, const char *from, const char *end) const;
    /// Start of the first occurrence of any pattern in [from, end), or `end`.
    const char *findAny(const char *from, const char *end) const;

    /// All code points that match `c` when case is ignored (simple case folding), `c` included.
    static QVector<char32_t> caseVariants(char32_t c);

private:
    struct Pattern {
        QByteArray bytes;
        bool folded = false;
    };
    void addPattern(const QByteArray &bytes, bool folded);
    void addCodePoint(char32_t c, bool foldAscii);
    QVector<Pattern> m_patterns;
};
