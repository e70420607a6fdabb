// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/json_text.h"

#include <QByteArray>
#include <QString>
#include <QStringView>
#include <QVector>
#include <optional>

class QIODevice;

/// A small streaming JSON writer that keeps keys in the order they are written and can insert
/// already-serialized JSON (JsonText) verbatim, which QJsonObject cannot (it sorts keys).
/// Owns its output buffer; the caller balances begin/end calls. With a sink (setSink) it sends
/// its output there in pieces of about 1 MiB instead of keeping it (a big export).
class JsonStreamWriter
{
public:
    /// `indent` spaces per level; 0 writes compact JSON on one line.
    explicit JsonStreamWriter(int indent = 2);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// The next member's name (inside an object only).
    void key(const QString &name);

    void value(const QString &text);
    void value(const char16_t *text) { value(QString::fromUtf16(text)); }
    void value(qint64 number);
    void value(int number) { value(qint64(number)); }
    void value(double number); ///< non-finite numbers are written as null
    void value(bool flag);
    void nullValue();
    /// A string, or null when `text` is null (QString()).
    void stringOrNull(const QString &text);
    /// Verbatim JSON text (source key order kept); null when `json` is null.
    void raw(const JsonText &json);

    /// key() + value() in one call.
    template<typename T>
    void field(const QString &name, const T &v)
    {
        key(name);
        value(v);
    }

    /// The JSON written so far (UTF-8), with a final newline once the top level is closed;
    /// with a sink, only what has not been sent yet.
    QByteArray result() const;

    /// Sends the output to `sink` (not owned; open for writing) whenever about 1 MiB has
    /// gathered, instead of keeping it all in memory. Call finish() after the last value.
    void setSink(QIODevice *sink);
    /// Sends what is left to the sink; false when a write to it failed (now or before).
    bool finish();

    /// `text` as a quoted, escaped JSON string (UTF-8), appended to `out`.
    static void appendQuoted(QByteArray &out, QStringView text);

private:
    void beforeValue();
    void newline();
    /// Sends the buffer to the sink once it holds a piece's worth.
    void sendIfFull();

    struct Level {
        bool isObject = false;
        int count = 0;
    };
    QByteArray m_out;
    QIODevice *m_sink = nullptr;
    bool m_sinkFailed = false;
    QVector<Level> m_levels;
    int m_indent = 2;
    bool m_afterKey = false;
};
