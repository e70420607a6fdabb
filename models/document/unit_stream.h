// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "document_indexer.h"
#include "document_units.h"

#include <utility>

class MappedFile;
class RecordIndex;

/// The worker's announcer of conversations: while a big file is scanned it detects the format
/// from the first records and announces the units that can no longer change (one per record,
/// or complete parts of one big conversation); at the end it reconciles them with the final
/// units (announces the rest, replaces a part that changed, or resets when the scan revised its
/// guess). Lives on the worker thread; holds copies of what it announced.
class UnitStream
{
public:
    UnitStream(const DocumentTuning &tuning, const QString &fileName, DocumentIndexer &out);

    /// Announces what the scan of `index` (over `file`) makes certain so far.
    void step(const MappedFile &file, const RecordIndex &index);
    /// The final units: announces what was not yet, replaces the last part when its envelope
    /// completed, or resets and announces everything when the final units differ.
    void reconcile(const QVector<ConversationUnit> &units);
    /// Drops what was announced (the file changed under the units: lenient retry, failure).
    void reset();
    /// Whether the final units of `view` (in `formatId`) are one per record, as those announced
    /// while scanning: then announceRest() gives the final units, not reconcile().
    bool continuesPerRecord(const QString &formatId, const IndexView &view) const;
    /// Announces the units of the records of `view` (final) after those announced.
    void announceRest(const MappedFile &file, const IndexView &view);
    /// Announces `units` as conversations [first, ...), in batches.
    void announce(int first, const QVector<ConversationUnit> &units);

    /// The records of the scan's record array that the stream made into parts and needs no more
    /// (the scanner may free them: RecordIndex::releaseRecordsBefore()); 0 when none.
    qsizetype consumedParts() const;
    /// Whether parts() continues the parts announced while scanning for `view` (final): then it
    /// reads only the records after those (the scanner may have freed them).
    bool continuesWith(const IndexView &view) const;

    QString formatId() const { return m_formatId; }
    Framing framing() const { return m_framing; }
    /// What was announced, in order (the stream forgets it). Only when the tuning has a summary
    /// pass or the units are parts (one unit per record is not kept otherwise).
    QVector<ConversationUnit> takeUnits() { return std::exchange(m_units, {}); }

    /// The parts of the one conversation of `view` (final): those announced so far (sharing
    /// their records) and the rest.
    QVector<ConversationUnit> parts(const MappedFile &file, const IndexView &view) const;

private:
    DocumentTuning m_tuning;
    QString m_fileName;
    DocumentIndexer &m_out; ///< announces
    QString m_formatId;
    Framing m_framing = Framing::Unknown;
    UnitShape m_shape = UnitShape::Grouped;
    bool m_parts = false;
    bool m_gaveUp = false;
    qsizetype m_consumed = 0; ///< records turned into announced units
    qsizetype m_announced = 0; ///< units announced
    QByteArray m_envelope; ///< the provisional envelope, without `state`
    QVector<ConversationUnit> m_units; ///< announced so far (see takeUnits())
};
