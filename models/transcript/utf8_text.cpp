// SPDX-License-Identifier: GPL-2.0-or-later
#include "utf8_text.h"

#include <QByteArrayView>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Length of the valid UTF-8 sequence at `i`, or 0 when the bytes there are not one (then
// `*invalidLength` bytes become one U+FFFD: always 1, as QString::fromUtf8 does).
int sequenceLength(const unsigned char *s, qsizetype i, qsizetype n, int *invalidLength)
{
    const unsigned char b = s[i];
    *invalidLength = 1;
    if (b < 0x80)
        return 1;
    int len = 0;
    unsigned char lo = 0x80;
    unsigned char hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
        len = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        len = 3;
        if (b == 0xE0)
            lo = 0xA0;
        else if (b == 0xED)
            hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
        len = 4;
        if (b == 0xF0)
            lo = 0x90;
        else if (b == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    for (int k = 1; k < len; ++k) {
        if (i + k >= n)
            return 0;
        const unsigned char c = s[i + k];
        const unsigned char l = k == 1 ? lo : 0x80;
        const unsigned char h = k == 1 ? hi : 0xBF;
        if (c < l || c > h)
            return 0;
    }
    return len;
}

} // namespace

Utf8Text::Utf8Text(const QString &text)
    : m_bytes(text.toUtf8())
{
    buildTable();
}

Utf8Text::Utf8Text(const QByteArray &utf8)
    : m_bytes(utf8)
{
    buildTable();
}

// Decodes m_bytes into m_text and fills the byte → UTF-16 table in one pass, so both always agree
// (each byte of an invalid sequence becomes one U+FFFD, as with QString::fromUtf8).
void Utf8Text::buildTable()
{
    const qsizetype n = m_bytes.size();
    const auto *s = reinterpret_cast<const unsigned char *>(m_bytes.constData());
    m_text.clear();
    m_text.reserve(n);
    m_utf16AtByte.resize(n + 1);
    qsizetype i = 0;
    while (i < n) {
        int invalidLength = 1;
        const int len = sequenceLength(s, i, n, &invalidLength);
        const qsizetype pos = m_text.size();
        if (len == 0) {
            m_text.append(QChar(QChar::ReplacementCharacter));
            for (int k = 0; k < invalidLength; ++k)
                m_utf16AtByte[i + k] = pos;
            i += invalidLength;
            continue;
        }
        char32_t cp = 0;
        if (len == 1)
            cp = s[i];
        else if (len == 2)
            cp = (char32_t(s[i] & 0x1F) << 6) | (s[i + 1] & 0x3F);
        else if (len == 3)
            cp = (char32_t(s[i] & 0x0F) << 12) | (char32_t(s[i + 1] & 0x3F) << 6)
                | (s[i + 2] & 0x3F);
        else
            cp = (char32_t(s[i] & 0x07) << 18) | (char32_t(s[i + 1] & 0x3F) << 12)
                | (char32_t(s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
        if (QChar::requiresSurrogates(cp)) {
            m_text.append(QChar(QChar::highSurrogate(cp)));
            m_text.append(QChar(QChar::lowSurrogate(cp)));
        } else {
            m_text.append(QChar(char16_t(cp)));
        }
        for (int k = 0; k < len; ++k)
            m_utf16AtByte[i + k] = pos;
        i += len;
    }
    m_utf16AtByte[n] = m_text.size();
}

qsizetype Utf8Text::utf16At(qint64 b) const
{
    if (m_utf16AtByte.isEmpty())
        return 0;
    b = std::clamp<qint64>(b, 0, byteLength());
    return m_utf16AtByte.at(qsizetype(b));
}

Utf16Range Utf8Text::toUtf16(Utf8Range r) const
{
    return Utf16Range {utf16At(r.begin), utf16At(r.end)};
}

qint64 Utf8Text::byteAt(qsizetype u) const
{
    if (m_utf16AtByte.isEmpty())
        return 0;
    u = std::clamp<qsizetype>(u, 0, m_text.size());
    auto it = std::lower_bound(m_utf16AtByte.cbegin(), m_utf16AtByte.cend(), u);
    if (it != m_utf16AtByte.cend() && *it > u && u > 0) // inside a surrogate pair
        it = std::lower_bound(m_utf16AtByte.cbegin(), m_utf16AtByte.cend(), u - 1);
    return qint64(it - m_utf16AtByte.cbegin());
}

bool Utf8Text::isContinuationByte(qint64 b) const
{
    if (b < 0 || b >= byteLength())
        return false;
    return (static_cast<unsigned char>(m_bytes.at(qsizetype(b))) & 0xC0) == 0x80;
}

struct Utf8Text::SearchMemo {
    QSet<QByteArray> absent; ///< needles that occur nowhere
    qint64 budget = 0; ///< bytes the searches may still scan
    bool refused = false; ///< a search was refused already
};

qint64 Utf8Text::closestOccurrence(const QByteArray &needle, qint64 near, Search *search) const
{
    *search = Search::Done;
    const qint64 length = m_bytes.size();
    const qint64 m = needle.size();
    if (m == 0 || m > length)
        return -1;
    if (!m_search) {
        m_search = std::make_shared<SearchMemo>();
        m_search->budget = (qint64(64) << 20) + 32 * length;
    }
    SearchMemo &memo = *m_search;
    if (memo.absent.contains(needle))
        return -1;
    if (memo.budget <= 0) {
        *search = memo.refused ? Search::RefusedAgain : Search::Refused;
        memo.refused = true;
        return -1;
    }
    near = std::clamp<qint64>(near, 0, length);
    const QByteArrayView all(m_bytes);
    // The first occurrence at or after `near`, then the last one before it that is at least as
    // close: scanning only the bytes that could hold a closer one.
    const qint64 after = all.indexOf(needle, near);
    const qint64 reach = after >= 0 ? after - near : length;
    const qint64 from = std::max<qint64>(0, near - reach);
    const qint64 to = std::min(length, near - 1 + m); // an occurrence starting before `near`
    qint64 before = -1;
    if (to - from >= m) {
        // From the last possible start: Qt 6.4's lastIndexOf() of a one-byte needle from the
        // view's end compares the byte just past the view.
        const QByteArrayView slice = all.sliced(from, to - from);
        before = slice.lastIndexOf(needle, slice.size() - m);
        if (before >= 0)
            before += from;
    }
    memo.budget -= (after >= 0 ? after + m - near : length - near) + std::max<qint64>(0, to - from);
    if (after < 0 && before < 0) {
        memo.absent.insert(needle);
        return -1;
    }
    if (before >= 0 && (after < 0 || near - before <= after - near))
        return before;
    return after;
}
