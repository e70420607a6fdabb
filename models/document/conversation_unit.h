// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "record_index.h"
#include "search/search_types.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <memory>
#include <string>
#include <vector>

#include "json/json_parse.h"

#include <nlohmann/json_fwd.hpp>

class FormatReader;
class MappedFile;
struct Conversation;

/// How the records of a unit are named and joined; a plain value, shared by the units of one
/// container (ConversationUnit::setFrame()).
struct UnitFrame {
    QString pathFormat; ///< "turns[%1]", "[%1]", "[2].conversations[%1]" or "" (top-level)
    QByteArray envelope; ///< non-empty: the records are put back into envelope[containerKey]
    QString containerKey;
    qint64 envelopeBegin = 0;
    bool sse = false;

    bool operator==(const UnitFrame &o) const
    {
        return sse == o.sse && envelopeBegin == o.envelopeBegin && pathFormat == o.pathFormat
            && containerKey == o.containerKey && envelope == o.envelope;
    }
    bool operator!=(const UnitFrame &o) const { return !(*this == o); }
};

/// Where one conversation's records are in the file: byte ranges plus how to name and join
/// them (its frame, shared). A plain value built by the Document's worker: 88 bytes and a few
/// per record, so that a file of a million short conversations keeps a million of them.
struct ConversationUnit {
    RecordList records;
    int part = -1; ///< 0-based part of a conversation too big to show at once; -1 when whole
    /// The last unit of a live document that a run still streams into (Document::setOpenEnded):
    /// read in an OpenEndScope.
    bool openEnd = false;

    const UnitFrame &frame() const;
    /// Sets the frame, sharing the one set last on this thread when they are equal (the units
    /// of one container are made one after another) and none when it is empty.
    void setFrame(const UnitFrame &frame);
    const QString &pathFormat() const { return frame().pathFormat; }
    const QByteArray &envelope() const { return frame().envelope; }
    const QString &containerKey() const { return frame().containerKey; }
    qint64 envelopeBegin() const { return frame().envelopeBegin; }
    bool sse() const { return frame().sse; }

private:
    std::shared_ptr<const UnitFrame> m_frame; ///< null: the empty frame
};
Q_DECLARE_TYPEINFO(ConversationUnit, Q_RELOCATABLE_TYPE); // moved, not copied, when lists grow

/// One unit per element of list page `r` (a {"sessions": [...]} or {"conversations": [...]}
/// record inside an array or a sequence), whose sub-scan `page` found them, appended to `out`;
/// `recordPath` is the page's own JSON path ("[3]"; empty at the top level).
void appendPageUnits(const RecordIndex &page, const RecordRange &r, const QString &recordPath,
    QVector<ConversationUnit> &out);

/// Every record's byte range with the index of its unit in `units`, sorted by offset (what a
/// file-wide Find searches).
QVector<SearchRange> searchRangesOf(const QVector<ConversationUnit> &units);

/// How readConversationUnit() reads records (from DocumentTuning); a plain value.
struct UnitReadOptions {
    /// The records' bytes are read in place (DocumentTuning::readFromMapping), not with pread().
    bool fromMapping = false;
    /// Without raw texts, records of a reader that reads tapes are parsed onto a tape
    /// (DocumentTuning::readTapes).
    bool tapes = true;
};

/// Parses the records of `unit` (nlohmann, or onto a tape: UnitReadOptions::tapes) and lets
/// `reader` build the conversation. A record that does not parse becomes an error diagnostic with
/// file:line:column and JSON path. Thread-safe (reads only).
Conversation readConversationUnit(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName,
    UnitReadOptions options = {});

/// Adds `offset` to the record index of every JSON path under `containerKey[…]` in `c`: a part
/// of a big conversation is read as its own envelope, but its paths name the whole file's
/// records.
void shiftRecordPaths(Conversation &c, const QString &containerKey, qint64 offset);

/// Parses one record's text with tolerant::parseJson() (fast parser, nlohmann fallback, depth
/// limit). When that fails with a syntax error and the text is not valid UTF-8, parses again with
/// each invalid byte replaced by U+FFFD (and sets `*replaced`). False with the first failure in
/// `failure` when neither parses. `typeOnlyKeys` (folded): values left empty of their type
/// (FormatReader::typeOnlyKeysWithoutRawTexts).
bool parseRecordText(const QByteArray &text, nlohmann::ordered_json &out,
    tolerant::JsonParseFailure *failure = nullptr, bool *replaced = nullptr,
    const std::vector<std::string> *typeOnlyKeys = nullptr);

/// The error diagnostic of record `r` that did not parse, at its line:column in `file` (the
/// record's start for SSE records) and the record's JSON path in `where`.
Diagnostic recordParseDiagnostic(const MappedFile &file, const RecordRange &r, bool sse,
    const tolerant::JsonParseFailure &failure, SourceLocation where);
