// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/offsets.h"

#include <QString>

/// One searchable JSON value found by JsonStrings: a string value (not an object key) or a
/// number/true/false literal. `bytes` are absolute offsets into the scanned text: for a string
/// the text between the quotes (still escaped), for a literal the literal itself.
struct JsonScalar {
    Utf8Range bytes;
    bool isString = false;
    bool hasEscapes = false; ///< a backslash occurs inside the string
};

/// A fast tokenizer over UTF-8 JSON text (no DOM, no copies): visits, left to right, every string
/// value and number/true/false literal of [begin, end) and skips object keys (a string followed
/// by ':'), null, punctuation and anything malformed. Never reads outside [begin, end); an
/// unterminated string ends at `end`. Does not own the text, which must outlive it.
class JsonStrings
{
public:
    JsonStrings(const char *data, qint64 begin, qint64 end);

    /// Moves to the next value; false at the end of the range.
    bool next(JsonScalar *value);
    /// Byte offset where the scan continues.
    qint64 position() const { return m_pos; }

    /// The decoded text of `value` (escapes \n \" \uXXXX and surrogate pairs decoded; a lone
    /// surrogate becomes U+FFFD, an unknown escape `\q` its character `q`).
    QString text(const JsonScalar &value) const;
    /// Decodes `value` into `out` (reusing its capacity); used in loops.
    void decodeInto(const JsonScalar &value, QString *out) const;

    /// Decodes the JSON string body `raw` (the text between the quotes) into `out`.
    static void decode(const char *raw, qint64 length, QString *out);
    static QString decode(const char *raw, qint64 length);
    /// Byte offset inside `raw` (a string body) of the character at UTF-16 position
    /// `utf16Index` of its decoded text (clamped to `length`).
    static qint64 byteOffsetOf(const char *raw, qint64 length, qsizetype utf16Index);
    /// The first '"' or '\\' in [p, end), or `end`.
    static const char *findQuoteOrBackslash(const char *p, const char *end);

private:
    const char *m_data;
    qint64 m_pos;
    qint64 m_end;
};
