// SPDX-License-Identifier: GPL-2.0-or-later
#include "cpu_features.h"

namespace cpu {

namespace {

bool processorHasAvx2()
{
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    // Carry-less multiplication too (the record index's prefix XOR): every AVX2 processor has it.
    return __builtin_cpu_supports("avx2") != 0 && __builtin_cpu_supports("pclmul") != 0;
#else
    return false;
#endif
}

const bool avx2InProcessor = processorHasAvx2();
bool avx2Allowed = true;

} // namespace

bool hasAvx2()
{
    return avx2InProcessor && avx2Allowed;
}

void allowAvx2(bool allowed)
{
    avx2Allowed = allowed;
}

} // namespace cpu
