// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "index_view.h"
#include "transcript/diagnostic.h"

#include <QString>

class MappedFile;

/// What detection decided for a file: the format id, or the failure to report.
struct DetectedFormat {
    QString formatId; ///< empty on failure
    Diagnostic failure; ///< set when formatId is empty
    Diagnostics notes; ///< e.g. mixed families (location file set)
    bool ok() const { return !formatId.isEmpty(); }
};

/// Detects the format from the first records of `view` (formats.md §1.2 steps 3-5): parses up to
/// eight records (the envelope gets its first record back) and classifies them. Needs a reader
/// for the id (else it is a failure). Thread-safe.
DetectedFormat detectFormat(const MappedFile &file, const IndexView &view, const QString &fileName);
