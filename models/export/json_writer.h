// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "export_source.h"

#include <QByteArray>

class JsonStreamWriter;
class QIODevice;

/// Writes the normalized transcript of cli.md "export --format json": format-independent,
/// free-form values (args, responses, payloads, extra fields) embedded verbatim in source key
/// order. Stateless apart from the diagnostics it adds while writing (undecodable images).
class JsonWriter
{
public:
    /// The whole export document, UTF-8, indented by 2.
    static QByteArray write(const ExportSource &source);
    /// write() sent to `out` (open for writing) piece by piece as it is written, never held
    /// whole; false when a write failed.
    static bool write(const ExportSource &source, QIODevice &out);
    /// One message as write() writes it in `messages` (Edit ▸ Copy as JSON), UTF-8, indented by 2.
    static QByteArray message(const Message &message);

private:
    /// The whole export document, into `out`.
    static void writeDocument(const ExportSource &source, JsonStreamWriter &out);
    void writeConversation(const Conversation &conversation);
    void writeMessage(const Message &message);
    void writeChunk(const Chunk &chunk);
    /// The message's grounding with its citation coverage (`coverage`, `uncited` byte ranges).
    void writeGrounding(const Message &message);
    void writeCoverage(const Message &message);
    /// Discovery Engine answer details (json_answer_writer.cpp).
    void writeAnswerDetails(const AnswerDetails &answer);
    /// ADK / Agent Engine / Gemini event data of a message, each member only when present
    /// (json_event_writer.cpp).
    void writeEventData(const Message &message);
    void writeSpan(const Span &span);
    void writeDiagnostics(const Diagnostics &diagnostics);

    explicit JsonWriter(JsonStreamWriter &out);
    JsonStreamWriter &m_out;
    Diagnostics m_added; ///< diagnostics found while writing (images that do not decode)
};
