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

QString diagnosticLocation(const SourceLocation &location)
{
    if (!location.jsonPath.isEmpty())
        return location.jsonPath;
    if (location.line <= 0)
        return QString();
    if (location.column <= 0)
        return QString::number(location.line);
    return QString::number(location.line) + u':' + QString::number(location.column);
}
