// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/token_source.h"

#include <QString>

/// Points `tokens` at a command that prints `<prefix>1`, then `<prefix>2`, … on each run,
/// counting in the file `counter` (the test's own helper: the clients run no shell).
inline void setCountingTokenCommand(
    TokenSource &tokens, const QString &counter, const QString &prefix)
{
    tokens.setProgram(QStringLiteral("/bin/sh"),
        {QStringLiteral("-c"),
            QStringLiteral("n=$(cat \"$0\" 2>/dev/null || echo 0); n=$((n+1)); echo $n > \"$0\"; "
                           "echo \"$1$n\""),
            counter, prefix});
}
