// SPDX-License-Identifier: GPL-2.0-or-later
#include "format_reader.h"

#include "adk_reader.h"
#include "ces_reader.h"
#include "ces_run_session_reader.h"
#include "discovery_reader.h"
#include "format_registry.h"
#include "gemini_reader.h"

using namespace Qt::StringLiterals;

ConversationSummary FormatReader::summarize(const Conversation &c) const
{
    ConversationSummary s;
    s.id = c.id;
    s.title = c.title;
    s.start = c.start;
    s.messageCount = int(c.messages.size());
    s.turnCount = c.turnCount;
    return s;
}

const std::vector<std::string> &FormatReader::typeOnlyKeysWithoutRawTexts() const
{
    static const std::vector<std::string> none;
    return none;
}

namespace formats {

std::unique_ptr<FormatReader> createReader(const QString &formatId)
{
    if (formatId == u"ces.run-session"_s)
        return std::make_unique<CesRunSessionReader>();
    if (hasReader(formatId) && family(formatId) == u"ces"_s)
        return std::make_unique<CesReader>();
    if (family(formatId) == u"adk"_s || family(formatId) == u"agentengine"_s)
        return std::make_unique<AdkReader>();
    if (family(formatId) == u"gemini"_s)
        return std::make_unique<GeminiReader>();
    if (family(formatId) == u"discoveryengine"_s)
        return std::make_unique<DiscoveryReader>();
    return nullptr;
}

} // namespace formats
