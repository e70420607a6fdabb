// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// What the processor running the app can do, asked once: the build targets every x86-64, and the
// byte scanners (the fast JSON parser, the record index) take wider instructions where they exist.

namespace cpu {

/// Whether AVX2 instructions (and PCLMULQDQ, which every AVX2 processor has) can be used: the
/// processor has them (x86-64 built with GCC or clang) and allowAvx2() did not turn them off.
bool hasAvx2();
/// Tests run the scanners' baseline (SSE2) paths on any machine: false turns AVX2 off for the
/// whole process until it is allowed again. Call it while no scanner runs.
void allowAvx2(bool allowed);

} // namespace cpu
