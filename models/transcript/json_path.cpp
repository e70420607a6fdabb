// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_path.h"

#include <algorithm>
#include <charconv>
#include <cstring>

QString JsonPath::text() const
{
    if (!m_steps[0].key)
        return m_parent;
    const QString first = step(m_parent, m_steps[0].key, m_steps[0].index);
    return m_steps[1].key ? step(first, m_steps[1].key, m_steps[1].index) : first;
}

QString JsonPath::step(const QString &parent, const char *key, qint64 index)
{
    char digits[24];
    const auto digitsEnd = std::to_chars(digits, digits + sizeof digits, index).ptr;
    const std::size_t keyLength = std::strlen(key);
    // Written in place: one exact allocation.
    const bool dot = keyLength > 0 && !parent.isEmpty();
    QString out(parent.size() + (dot ? 1 : 0) + qsizetype(keyLength) + 2 + (digitsEnd - digits),
        Qt::Uninitialized);
    char16_t *o = reinterpret_cast<char16_t *>(out.data());
    o = std::copy_n(reinterpret_cast<const char16_t *>(parent.constData()), parent.size(), o);
    if (dot)
        *o++ = u'.';
    o = std::copy(key, key + keyLength, o);
    *o++ = u'[';
    o = std::copy(digits, digitsEnd, o);
    *o = u']';
    return out;
}
