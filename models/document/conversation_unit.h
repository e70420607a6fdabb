// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "record_index.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

class FormatReader;
class MappedFile;
struct Conversation;

/// Where one conversation's records are in the file: byte ranges plus how to name and join
/// them. A plain value built by the Document's worker; a few integers per record.
struct ConversationUnit {
    QVector<RecordRange> records;
    QString pathFormat; ///< "turns[%1]", "[%1]", "[2].conversations[%1]" or "" (top-level)
    QByteArray envelope; ///< non-empty: the records are put back into envelope[containerKey]
    QString containerKey;
    qint64 envelopeBegin = 0;
    bool sse = false;
    int part = -1; ///< 0-based part of a conversation too big to show at once; -1 when whole

    QString recordPath(const RecordRange &r) const;
};
Q_DECLARE_TYPEINFO(ConversationUnit, Q_RELOCATABLE_TYPE); // moved, not copied, when lists grow

/// Parses the records of `unit` (nlohmann) and lets `reader` build the conversation. A record
/// that does not parse becomes an error diagnostic with file:line:column and JSON path.
/// Thread-safe (reads only).
Conversation readConversationUnit(const MappedFile &file, const ConversationUnit &unit,
    const FormatReader &reader, const QString &formatId, const QString &fileName);

/// Adds `offset` to the record index of every JSON path under `containerKey[…]` in `c`: a part
/// of a big conversation is read as its own envelope, but its paths name the whole file's
/// records.
void shiftRecordPaths(Conversation &c, const QString &containerKey, qint64 offset);

/// Parses one record's text strictly. When that fails and the text is not valid UTF-8, parses
/// again with each invalid byte replaced by U+FFFD (and sets `*replaced`); the first
/// parse_error is rethrown when that fails too. A number beyond double's range ("1e400"), which
/// nlohmann refuses with out_of_range, is thrown as a parse_error at byte 0. Well-formed text
/// goes through tolerant::fastParseJson (same result as nlohmann, faster), which leaves the
/// values of `typeOnlyKeys` (folded) empty when given (FormatReader::typeOnlyKeysWithoutRawTexts).
nlohmann::ordered_json parseRecordText(const QByteArray &text, bool *replaced = nullptr,
    const std::vector<std::string> *typeOnlyKeys = nullptr);

/// nlohmann's parse_error text without its "[json.exception…] … line 1, column 5: " prefix
/// (that position is relative to the record; callers give the absolute one).
QString jsonParseErrorText(const char *what);
