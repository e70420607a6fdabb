// SPDX-License-Identifier: GPL-2.0-or-later
#include "format_reader.h"

ConversationSummary FormatReader::summarize(const Conversation &c) const
{
    ConversationSummary s;
    s.id = c.id;
    s.title = c.title;
    s.start = c.start;
    for (auto m = c.messages.crbegin(); m != c.messages.crend(); ++m) {
        if (m->time.valid) {
            s.end = m->time;
            break;
        }
    }
    s.messageCount = int(c.messages.size());
    s.turnCount = c.turnCount;
    return s;
}

const std::vector<std::string> &FormatReader::typeOnlyKeysWithoutRawTexts() const
{
    static const std::vector<std::string> none;
    return none;
}
