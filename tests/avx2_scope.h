// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Runs a test on both of the scanners' paths: AVX2 (where the processor has it) and the SSE2
// baseline every x86-64 has, whatever machine runs the suite.

#include "json/cpu_features.h"

#include <QTest>

/// Allows AVX2 or not while it lives; allows it again when it goes (a failed check returns early).
class Avx2Scope
{
public:
    explicit Avx2Scope(bool allowed) { cpu::allowAvx2(allowed); }
    ~Avx2Scope() { cpu::allowAvx2(true); }
    Avx2Scope(const Avx2Scope &) = delete;
    Avx2Scope &operator=(const Avx2Scope &) = delete;
};

/// The rows of a test's _data() slot: column "avx2", with it (where the processor has it) and
/// without.
inline void addAvx2Rows()
{
    QTest::addColumn<bool>("avx2");
    QTest::newRow("avx2 where the processor has it") << true;
    QTest::newRow("sse2 baseline") << false;
}
