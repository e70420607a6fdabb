// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "record_index.h"

#include <QByteArray>
#include <QString>
#include <QVector>

/// What the unit builders need of a RecordIndex, final or as far as scanned: the records and how
/// they are framed and wrapped. A plain value the Document's worker takes from its index.
struct IndexView {
    RecordList records;
    Framing framing = Framing::Unknown;
    QString containerKey; ///< the record array's key in the envelope; empty for none
    QByteArray envelope; ///< the top-level object with its record array emptied; may be empty
    qint64 envelopeBegin = 0;
    bool topLevelArray = false;

    bool sse() const { return framing == Framing::ServerSentEvents; }
    /// The JSON path pattern of the records: "turns[%1]", "[%1]" or "" (top-level values).
    QString pathFormat() const;
    /// The final view of a finished index.
    static IndexView finalOf(const RecordIndex &index);
    /// The view as far as `index` has scanned (see RecordIndex::provisionalRecords()), with
    /// the records from `from` on only.
    static IndexView provisionalOf(const RecordIndex &index, qsizetype from = 0);
};
