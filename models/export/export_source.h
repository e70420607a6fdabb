// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/conversation.h"
#include "transcript/diagnostic.h"

#include <QString>
#include <QVector>
#include <memory>

/// What an export writes: the format id, the conversations of one document (shared, immutable)
/// and the file-level diagnostics. A plain value filled by the caller (CLI, main window, tests).
struct ExportSource {
    QString formatId;
    QString displayName; ///< file name, used as the Markdown title
    QVector<std::shared_ptr<const Conversation>> conversations;
    Diagnostics diagnostics; ///< file-level; conversation and message diagnostics are added

    /// File-level, then each conversation's and each message's diagnostics, in order.
    Diagnostics allDiagnostics() const;
};

/// Where a diagnostic points, without the file name (export and `check --json` "location"): the
/// JSON path when known, else "line:column", else "".
QString diagnosticLocation(const SourceLocation &location);
