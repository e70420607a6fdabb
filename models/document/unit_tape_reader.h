// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "conversation_unit.h"

#include "transcript/conversation.h"

#include <QString>

#include <optional>
#include <string>
#include <vector>

class FormatReader;
class MappedFile;

/// readConversationUnit() with the records parsed onto the thread's tape (json_tape.h), for a
/// reader that reads tapes (FormatReader::readsTapes()) while raw texts are off. A unit with an
/// envelope gets its records back inside it, as nlohmann's path puts them. Nothing when a record
/// or the envelope is one the tape declines but nlohmann reads (a repeated key, text that is not
/// UTF-8) or a JSON-RPC response: the caller reads the unit with nlohmann then.
std::optional<Conversation> readUnitFromTape(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName, bool fromMapping,
    const std::vector<std::string> *typeOnlyKeys);
