// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_reader.h"

#include "formats/format_descriptor.h"
#include "formats/format_reader.h"
#include "mapped_file.h"
#include "transcript/message_coverage.h"

ConversationReader::ConversationReader(std::shared_ptr<const MappedFile> file,
    const QString &formatId, const QString &fileName, UnitReadOptions options)
    : m_file(std::move(file))
    , m_reader(formats::createReader(formatId))
    , m_formatId(formatId)
    , m_fileName(fileName)
    , m_options(options)
{ }

std::shared_ptr<const Conversation> ConversationReader::read(const ConversationUnit &unit) const
{
    if (!isValid())
        return nullptr;
    Conversation c
        = readConversationUnit(*m_file, unit, *m_reader, m_formatId, m_fileName, m_options);
    MessageCoverage::attach(c);
    return std::make_shared<const Conversation>(std::move(c));
}

std::shared_ptr<const Conversation> ConversationReader::readForSummary(
    const ConversationUnit &unit) const
{
    if (!isValid())
        return nullptr;
    return std::make_shared<const Conversation>(
        readConversationUnit(*m_file, unit, *m_reader, m_formatId, m_fileName, m_options));
}

ConversationSummary ConversationReader::summarize(const Conversation &conversation) const
{
    return m_reader ? m_reader->summarize(conversation) : ConversationSummary();
}

ConversationSummary ConversationReader::summarize(const ConversationUnit &unit) const
{
    const std::shared_ptr<const Conversation> conversation = readForSummary(unit);
    return conversation ? summarize(*conversation) : ConversationSummary();
}
