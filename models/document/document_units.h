// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "document.h"
#include "index_view.h"
#include "transcript/diagnostic.h"

#include <QString>
#include <QVector>

class MappedFile;

/// How a format's records become conversations, which decides whether units can be announced
/// while the scan goes on: one or more conversations per record (a stable prefix), one
/// conversation of all records (shown in parts when big), or groups that need every record.
enum class UnitShape { PerRecord, Single, Grouped };

namespace units {

UnitShape shapeOf(const QString &formatId, const IndexView &view);

/// Every conversation unit of the file (formats.md §1.1, §1.6.6, §3.8), for a finished index.
QVector<ConversationUnit> all(const QString &formatId, const MappedFile &file,
    const IndexView &view, Diagnostics &diagnostics, const QString &fileName);

/// PerRecord shapes: the units of records [from, to) of `view`, in order.
QVector<ConversationUnit> perRecord(const QString &formatId, const MappedFile &file,
    const IndexView &view, qsizetype from, qsizetype to);

/// How the records of `view` are named and joined (its path format and envelope).
UnitFrame frameOf(const IndexView &view);

/// Single shapes: the one unit holding `records` in `frame` (frameOf() the view, or a part's).
ConversationUnit single(const UnitFrame &frame, const RecordList &records);

/// Cuts `records` into parts by `policy` from record `from` on: returns the end (exclusive) of
/// each complete part after `from`; the records after the last end do not fill a part yet
/// (unless `final`, when they close the last part). A part never ends on a partial (streamed)
/// event or a function call, so a call and its response stay together when they are adjacent.
QVector<qsizetype> partEnds(const MappedFile &file, const RecordList &records, qsizetype from,
    const DocumentTuning &policy, bool final, bool sse);

/// The envelope without its declared `state` (parts of a session: none of them ends where the
/// declared state applies with all the changes before it).
QByteArray envelopeWithoutState(const QByteArray &envelope);

} // namespace units
