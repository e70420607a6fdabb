// SPDX-License-Identifier: GPL-2.0-or-later
#include "search/anchor_search.h"

#include <QChar>
#include <algorithm>
#include <cstring>
#include <unordered_map>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

/// ASCII characters every JSON writer we know writes literally (no `<>&'+=` which Go, .NET or
/// Google encoders turn into `\u00XX`, no `"` `\` `/` or control characters).
bool isSafeAscii(char32_t c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ')
        return true;
    static const char safePunctuation[] = "!#$%()*,-.:;?@[]^_{|}~";
    return c < 0x80 && c != 0 && std::strchr(safePunctuation, int(c)) != nullptr;
}

unsigned char foldAscii(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? c + ('a' - 'A') : c;
}

unsigned char otherAsciiCase(unsigned char c)
{
    if (c >= 'a' && c <= 'z')
        return c - ('a' - 'A');
    if (c >= 'A' && c <= 'Z')
        return c + ('a' - 'A');
    return c;
}

QByteArray utf8Of(char32_t c)
{
    return QString::fromUcs4(&c, 1).toUtf8();
}

/// `\uXXXX` of the first UTF-16 unit of `c`, lower-case hex (searched folded).
QByteArray escapeOf(char32_t c)
{
    const char16_t unit = QChar::requiresSurrogates(c) ? QChar::highSurrogate(c) : char16_t(c);
    QByteArray out("\\u");
    out += QByteArray::number(uint(unit), 16).rightJustified(4, '0');
    return out;
}

bool equalsAt(const char *p, const QByteArray &pattern, bool folded)
{
    const qsizetype n = pattern.size();
    if (!folded)
        return std::memcmp(p, pattern.constData(), size_t(n)) == 0;
    for (qsizetype i = 0; i < n; ++i) {
        if (foldAscii(static_cast<unsigned char>(p[i]))
            != static_cast<unsigned char>(pattern.at(i)))
            return false;
    }
    return true;
}

using FoldClasses = std::unordered_map<char32_t, std::vector<char32_t>>;

/// Code points grouped by their simple case folding, for the folds shared by several.
const FoldClasses &foldClasses()
{
    static const FoldClasses classes = [] {
        FoldClasses out;
        for (char32_t c = 0; c <= 0x10FFFF; ++c) {
            if (c == 0xD800)
                c = 0xE000;
            const char32_t f = QChar::toCaseFolded(c);
            if (f != c)
                out[f].push_back(c);
        }
        return out;
    }();
    return classes;
}

} // namespace

QVector<char32_t> AnchorSearch::caseVariants(char32_t c)
{
    QVector<char32_t> out;
    auto add = [&out](char32_t v) {
        if (!out.contains(v))
            out.append(v);
    };
    add(c);
    const char32_t seeds[] = {QChar::toLower(c), QChar::toUpper(c), QChar::toTitleCase(c)};
    for (char32_t s : seeds) {
        add(s);
        const char32_t f = QChar::toCaseFolded(s);
        add(f);
        const auto it = foldClasses().find(f);
        if (it != foldClasses().end()) {
            for (char32_t v : it->second)
                add(v);
        }
    }
    return out;
}

AnchorSearch::AnchorSearch(const FindQuery &query)
{
    if (query.regex || query.text.isEmpty())
        return;
    const bool ignoreCase = !query.caseSensitive;
    const QList<uint> cps = query.text.toUcs4();
    auto isCaseless = [&](char32_t c) { return !ignoreCase || caseVariants(c).size() == 1; };

    int bestAscii = 0, asciiStart = 0, bestOther = 0, otherStart = 0;
    int asciiRun = 0, otherRun = 0;
    for (int i = 0; i < cps.size(); ++i) {
        const char32_t c = cps.at(i);
        asciiRun = isSafeAscii(c) ? asciiRun + 1 : 0;
        otherRun = (c >= 0x80 && isCaseless(c)) ? otherRun + 1 : 0;
        if (asciiRun > bestAscii) {
            bestAscii = asciiRun;
            asciiStart = i - asciiRun + 1;
        }
        if (otherRun > bestOther) {
            bestOther = otherRun;
            otherStart = i - otherRun + 1;
        }
    }

    if (bestAscii == 0 && bestOther == 0) {
        if (!ignoreCase)
            return; // only characters a writer may escape: verify every value
        for (uint c : cps) {
            if (c >= 0x80) { // a cased character: look for each of its case variants
                for (char32_t v : caseVariants(c))
                    addCodePoint(v, true);
                return;
            }
        }
        return;
    }
    if (bestAscii >= 2 * bestOther) {
        QByteArray bytes;
        for (int i = asciiStart; i < asciiStart + bestAscii; ++i) {
            const auto b = static_cast<unsigned char>(cps.at(i));
            bytes.append(char(ignoreCase ? foldAscii(b) : b));
        }
        addPattern(bytes, ignoreCase);
    } else {
        const QString run = QString::fromUcs4(
            reinterpret_cast<const char32_t *>(cps.constData()) + otherStart, bestOther);
        addPattern(run.toUtf8(), false);
        addPattern(escapeOf(cps.at(otherStart)), true);
    }
}

void AnchorSearch::addPattern(const QByteArray &bytes, bool folded)
{
    for (const Pattern &p : m_patterns) {
        if (p.bytes == bytes && p.folded == folded)
            return;
    }
    m_patterns.append(Pattern {bytes, folded});
}

void AnchorSearch::addCodePoint(char32_t c, bool foldAsciiLetters)
{
    if (c < 0x80) {
        const auto b = static_cast<unsigned char>(c);
        addPattern(QByteArray(1, char(foldAsciiLetters ? foldAscii(b) : b)), foldAsciiLetters);
        return;
    }
    addPattern(utf8Of(c), false);
    addPattern(escapeOf(c), true);
}

const char *AnchorSearch::find(int i, const char *from, const char *end) const
{
    const Pattern &pat = m_patterns.at(i);
    const qsizetype m = pat.bytes.size();
    if (end - from < m)
        return end;
    const char *const lastStart = end - m;
    const auto first = static_cast<unsigned char>(pat.bytes.at(0));
    const auto last = static_cast<unsigned char>(pat.bytes.at(m - 1));
    const unsigned char first2 = pat.folded ? otherAsciiCase(first) : first;
    const unsigned char last2 = pat.folded ? otherAsciiCase(last) : last;
    const char *p = from;
#if defined(__SSE2__)
    // Compare the first and the last byte at 16 positions at once; verify the candidates.
    const __m128i f1 = _mm_set1_epi8(char(first)), f2 = _mm_set1_epi8(char(first2));
    const __m128i l1 = _mm_set1_epi8(char(last)), l2 = _mm_set1_epi8(char(last2));
    while (lastStart - p >= 15) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + m - 1));
        const __m128i ma = _mm_or_si128(_mm_cmpeq_epi8(a, f1), _mm_cmpeq_epi8(a, f2));
        const __m128i mb = _mm_or_si128(_mm_cmpeq_epi8(b, l1), _mm_cmpeq_epi8(b, l2));
        unsigned mask = unsigned(_mm_movemask_epi8(_mm_and_si128(ma, mb)));
        while (mask) {
            const int bit = __builtin_ctz(mask);
            if (equalsAt(p + bit, pat.bytes, pat.folded))
                return p + bit;
            mask &= mask - 1;
        }
        p += 16;
    }
#endif
    for (; p <= lastStart; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if ((c == first || c == first2) && equalsAt(p, pat.bytes, pat.folded))
            return p;
    }
    return end;
}

const char *AnchorSearch::findAny(const char *from, const char *end) const
{
    const char *best = end;
    for (int i = 0; i < m_patterns.size(); ++i) {
        // A later hit than `best` is of no use: search only up to where it could still win.
        const qsizetype m = m_patterns.at(i).bytes.size();
        const char *limit = (end - best > m - 1) ? best + m - 1 : end;
        const char *hit = find(i, from, limit);
        if (hit != limit && hit < best)
            best = hit;
    }
    return best;
}
