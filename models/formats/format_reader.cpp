// SPDX-License-Identifier: GPL-2.0-or-later
#include "format_reader.h"

#include <nlohmann/json.hpp>

#include <deque>

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

Conversation FormatReader::readTape(
    const QString &formatId, const QVector<TapeRecord> &records) const
{
    std::deque<nlohmann::ordered_json> values; // stable addresses
    QVector<ReaderRecord> converted;
    converted.reserve(records.size());
    for (const TapeRecord &r : records) {
        ReaderRecord c;
        if (r.value) {
            values.push_back(tolerant::toJson(*r.value));
            c.value = &values.back();
        }
        c.jsonPath = r.jsonPath;
        c.location = r.location;
        c.diagnostics = r.diagnostics;
        converted.append(std::move(c));
    }
    return read(formatId, converted);
}
