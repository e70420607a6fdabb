// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QVector>

/// A minimal streaming JSON text writer for the benchmark generator: appends compact JSON to a
/// byte buffer it does not own, inserting commas itself. Strings are UTF-8 and escaped per RFC
/// 8259.
class JsonTextWriter
{
public:
    explicit JsonTextWriter(QByteArray *out)
        : m_out(out)
    { }

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    /// Writes `"name":` inside an object; the next call writes its value.
    void key(const char *name);
    void string(const QByteArray &utf8);
    void string(const char *utf8) { string(QByteArray::fromRawData(utf8, int(qstrlen(utf8)))); }
    void integer(qint64 value);
    /// A number with `decimals` fraction digits (epoch seconds, scores).
    void number(double value, int decimals);
    void boolean(bool value);
    void null();
    /// A line break between two values (allowed JSON whitespace), for one record per line.
    void newline() { m_out->append('\n'); }

    /// Shorthands for a member with a scalar value.
    void member(const char *name, const QByteArray &utf8) { key(name), string(utf8); }
    void member(const char *name, const char *utf8) { key(name), string(utf8); }
    void memberInt(const char *name, qint64 value) { key(name), integer(value); }
    void memberBool(const char *name, bool value) { key(name), boolean(value); }

    /// Where the text ends now and the writer's state there, to go back to (rewind) and write
    /// something else instead.
    struct Mark {
        qsizetype size = 0;
        QVector<bool> first;
        bool afterKey = false;
    };
    Mark mark() const { return {m_out->size(), m_first, m_afterKey}; }
    void rewind(const Mark &mark)
    {
        m_out->truncate(mark.size);
        m_first = mark.first;
        m_afterKey = mark.afterKey;
    }

    /// Back to an empty stack (after the caller drained the buffer between top-level records).
    void reset() { m_first.clear(), m_afterKey = false; }

private:
    void beforeValue();
    void writeString(const QByteArray &utf8); ///< the quoted, escaped string alone

    QByteArray *m_out;
    QVector<bool> m_first; ///< per open container: no element written yet
    bool m_afterKey = false;
};
