// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_stream_writer.h"

#include <QIODevice>
#include <QLocale>

#include <cmath>

JsonStreamWriter::JsonStreamWriter(int indent)
    : m_indent(indent)
{ }

void JsonStreamWriter::newline()
{
    if (m_indent <= 0)
        return;
    m_out += '\n';
    m_out.append(m_levels.size() * m_indent, ' ');
}

void JsonStreamWriter::sendIfFull()
{
    constexpr qsizetype kPiece = 1 << 20;
    if (!m_sink || m_out.size() < kPiece)
        return;
    if (!m_sinkFailed && m_sink->write(m_out) != m_out.size())
        m_sinkFailed = true;
    m_out.resize(0); // keeps the buffer's capacity for the next piece
}

void JsonStreamWriter::setSink(QIODevice *sink)
{
    m_sink = sink;
}

bool JsonStreamWriter::finish()
{
    if (!m_sink)
        return true;
    if (!m_sinkFailed && !m_out.isEmpty() && m_sink->write(m_out) != m_out.size())
        m_sinkFailed = true;
    m_out.resize(0);
    return !m_sinkFailed;
}

void JsonStreamWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.isEmpty())
        return;
    sendIfFull();
    Level &level = m_levels.last();
    if (level.count > 0)
        m_out += ',';
    ++level.count;
    newline();
}

void JsonStreamWriter::key(const QString &name)
{
    beforeValue();
    appendQuoted(m_out, name);
    m_out += m_indent > 0 ? ": " : ":";
    m_afterKey = true;
}

void JsonStreamWriter::beginObject()
{
    beforeValue();
    m_out += '{';
    m_levels.append({true, 0});
}

void JsonStreamWriter::beginArray()
{
    beforeValue();
    m_out += '[';
    m_levels.append({false, 0});
}

void JsonStreamWriter::endObject()
{
    endArray();
}

void JsonStreamWriter::endArray()
{
    if (m_levels.isEmpty())
        return;
    const Level level = m_levels.takeLast();
    if (level.count > 0)
        newline();
    m_out += level.isObject ? '}' : ']';
    if (m_levels.isEmpty() && m_indent > 0)
        m_out += '\n';
}

void JsonStreamWriter::value(const QString &text)
{
    beforeValue();
    appendQuoted(m_out, text);
}

void JsonStreamWriter::value(qint64 number)
{
    beforeValue();
    m_out += QByteArray::number(number);
}

void JsonStreamWriter::value(double number)
{
    beforeValue();
    if (!std::isfinite(number)) {
        m_out += "null";
        return;
    }
    m_out += QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
}

void JsonStreamWriter::value(bool flag)
{
    beforeValue();
    m_out += flag ? "true" : "false";
}

void JsonStreamWriter::nullValue()
{
    beforeValue();
    m_out += "null";
}

void JsonStreamWriter::stringOrNull(const QString &text)
{
    if (text.isNull())
        nullValue();
    else
        value(text);
}

void JsonStreamWriter::raw(const JsonText &json)
{
    beforeValue();
    if (json.isNull())
        m_out += "null";
    else
        m_out += QByteArrayView(json.json).trimmed();
}

QByteArray JsonStreamWriter::result() const
{
    return m_out;
}

void JsonStreamWriter::appendQuoted(QByteArray &out, QStringView text)
{
    // The text is converted to UTF-8 once; runs of bytes that need no escape are appended
    // whole. (No reserve() here: it would give up the buffer's geometric growth.)
    const QByteArray converted = text.toUtf8();
    const char *bytes = converted.constData();
    const qsizetype size = converted.size();
    out += '"';
    qsizetype run = 0; // start of the bytes not yet appended
    for (qsizetype i = 0; i < size; ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        out.append(bytes + run, i - run);
        run = i + 1;
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default: {
            static const char hex[] = "0123456789abcdef";
            out += "\\u00";
            out += hex[c >> 4];
            out += hex[c & 0xf];
        }
        }
    }
    out.append(bytes + run, size - run);
    out += '"';
}
