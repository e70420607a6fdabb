// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>

/// A deterministic 64-bit generator (splitmix64) for the benchmark data: the same seed gives the
/// same file on every machine and standard library. A value type; owns nothing.
class BenchRandom
{
public:
    explicit BenchRandom(quint64 seed)
        : m_state(seed)
    { }

    quint64 next()
    {
        quint64 z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n) for n > 0.
    int below(int n) { return int(next() % quint64(n)); }
    /// Uniform in [low, high].
    int between(int low, int high) { return low + below(high - low + 1); }
    /// True with the given chance in percent.
    bool percent(int chance) { return below(100) < chance; }

    /// A lowercase hexadecimal id of `length` characters.
    QByteArray hex(int length)
    {
        static const char digits[] = "0123456789abcdef";
        QByteArray text(length, '0');
        for (int i = 0; i < length; ++i)
            text[i] = digits[below(16)];
        return text;
    }
    /// A UUID-shaped id (8-4-4-4-12 hex digits).
    QByteArray uuid()
    {
        QByteArray id = hex(8);
        for (int length : {4, 4, 4, 12})
            id.append('-').append(hex(length));
        return id;
    }

private:
    quint64 m_state;
};
