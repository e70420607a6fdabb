// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"
#include "transcript/conversation.h"
#include "transcript/conversation_summary.h"

#include <QString>

#include <memory>

class FormatReader;
class MappedFile;

/// Reads the conversations of one file of a known format: the one place where a format's reader
/// is made and a conversation unit read, for the Document's synchronous, background and cached
/// reads, check's parallel reads, the summary pass and follow mode. A small value (copies share
/// the mapped file and the stateless format reader); use it on any thread.
class ConversationReader
{
public:
    ConversationReader() = default;
    ConversationReader(std::shared_ptr<const MappedFile> file, const QString &formatId,
        const QString &fileName, UnitReadOptions options = {});

    /// Whether it can read: a file, and a reader for the format.
    bool isValid() const { return m_file && m_reader; }
    /// Reads `unit` now (readConversationUnit()) for showing: with what the views derive
    /// from each message computed here, on the caller's thread (MessageCoverage::attach); null
    /// when !isValid(). A record that does not parse gives a conversation with a diagnostic.
    std::shared_ptr<const Conversation> read(const ConversationUnit &unit) const;
    /// Reads `unit` for its summary only: as read() without the derived data.
    std::shared_ptr<const Conversation> readForSummary(const ConversationUnit &unit) const;
    /// The summary of `conversation`, read by this reader.
    ConversationSummary summarize(const Conversation &conversation) const;
    /// Reads `unit` and summarizes it; an empty summary when !isValid().
    ConversationSummary summarize(const ConversationUnit &unit) const;

private:
    std::shared_ptr<const MappedFile> m_file;
    std::shared_ptr<const FormatReader> m_reader;
    QString m_formatId;
    QString m_fileName;
    UnitReadOptions m_options;
};
