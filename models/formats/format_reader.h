// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "format_descriptor.h"
#include "transcript/conversation.h"
#include "transcript/conversation_summary.h"
#include "transcript/diagnostic.h"
#include "json/json_tape.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>
#include <QVector>
#include <memory>
#include <string>
#include <vector>

/// One parsed record handed to a reader: the value (null when the record failed to parse), its
/// JSON path in the file and where it starts. Does not own the value, an nlohmann value
/// (ReaderRecord) or a tape's (TapeRecord, json_tape.h).
template<typename J>
struct BasicReaderRecord {
    const J *value = nullptr;
    QString jsonPath; ///< e.g. "conversations[2]", "[4]", "" for a top-level value
    SourceLocation location; ///< file and line:column of the record's first byte
    Diagnostics diagnostics; ///< the parse error when value is null
};
using ReaderRecord = BasicReaderRecord<nlohmann::ordered_json>;
using TapeRecord = BasicReaderRecord<tolerant::TapeValue>;

/// Turns the records of one conversation unit into a Conversation (one reader per family).
/// Stateless and thread-safe: the Document may call it from its worker and the GUI thread.
class FormatReader
{
public:
    virtual ~FormatReader() = default;
    /// Builds one conversation. For the message shapes ("ces.message", "ces.messages") every
    /// record is a message; for the others `records` holds one conversation-like object.
    virtual Conversation read(
        const QString &formatId, const QVector<ReaderRecord> &records) const = 0;
    /// Whether readTape() reads tapes itself (the CES reader): the Document then parses records
    /// onto a tape while raw texts are off (`check`, the summary pass), which is several times
    /// cheaper than nlohmann values. No by default.
    virtual bool readsTapes() const { return false; }
    /// read() of records parsed onto a tape; gives what read() gives for the same records. By
    /// default converts them to nlohmann values and calls read().
    virtual Conversation readTape(
        const QString &formatId, const QVector<TapeRecord> &records) const;
    /// The conversation list's view of a built conversation.
    virtual ConversationSummary summarize(const Conversation &c) const;
    /// Folded keys (tolerant::foldKey) whose values, wherever they stand, count only by their
    /// JSON type while raw texts are off (tolerant::RawTextScope): what read() makes of their
    /// insides then is never shown by `check` (no diagnostic, count or kind depends on it), so
    /// check parses them without building their insides (tolerant::fastParseJson). None by
    /// default.
    virtual const std::vector<std::string> &typeOnlyKeysWithoutRawTexts() const;
};
