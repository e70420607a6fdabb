// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_source.h"

Diagnostics ExportSource::allDiagnostics() const
{
    Diagnostics all = diagnostics;
    for (const auto &conversation : conversations) {
        if (!conversation)
            continue;
        all += conversation->diagnostics;
        for (const Message &message : conversation->messages)
            all += message.diagnostics;
    }
    return all;
}
