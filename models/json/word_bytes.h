// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Eight bytes tested at once as one 64-bit word, for the short keys the JSON scanners and key
// lookups look at (a call of memchr() or a loop over each character cost more). Internal to
// models/json.

#include <cstdint>

namespace tolerant::wordbytes {

inline constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
inline constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;

/// Whether any byte of `x` is `c`.
inline bool hasByte(std::uint64_t x, char c)
{
    const std::uint64_t y = x ^ (kOnes * static_cast<unsigned char>(c));
    return ((y - kOnes) & ~y & kHighBits) != 0; // some byte of y is zero
}

/// `x` with its bytes 'A'-'Z' lower-cased, the others as they are.
inline std::uint64_t lowerAscii(std::uint64_t x)
{
    const std::uint64_t low = x & ~kHighBits; // each byte below 0x80: the sums stay in it
    const std::uint64_t atLeastA = low + kOnes * (0x80 - 'A');
    const std::uint64_t pastZ = low + kOnes * (0x80 - 'Z' - 1);
    const std::uint64_t upper = atLeastA & ~pastZ & ~x & kHighBits;
    return x | (upper >> 2); // 0x80 >> 2 is the case bit 0x20
}

} // namespace tolerant::wordbytes
