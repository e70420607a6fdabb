// SPDX-License-Identifier: GPL-2.0-or-later
#include "json_text_writer.h"

void JsonTextWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.isEmpty()) {
        if (!m_first.last())
            m_out->append(',');
        m_first.last() = false;
    }
}

void JsonTextWriter::beginObject()
{
    beforeValue();
    m_out->append('{');
    m_first.append(true);
}

void JsonTextWriter::endObject()
{
    m_first.removeLast();
    m_out->append('}');
}

void JsonTextWriter::beginArray()
{
    beforeValue();
    m_out->append('[');
    m_first.append(true);
}

void JsonTextWriter::endArray()
{
    m_first.removeLast();
    m_out->append(']');
}

void JsonTextWriter::key(const char *name)
{
    beforeValue();
    writeString(QByteArray::fromRawData(name, int(qstrlen(name))));
    m_out->append(':');
    m_afterKey = true;
}

void JsonTextWriter::string(const QByteArray &utf8)
{
    beforeValue();
    writeString(utf8);
}

void JsonTextWriter::writeString(const QByteArray &utf8)
{
    static const char hex[] = "0123456789abcdef";
    m_out->append('"');
    const char *begin = utf8.constData();
    const char *end = begin + utf8.size();
    const char *run = begin; // start of the bytes not yet copied
    for (const char *p = begin; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_out->append(run, int(p - run));
        run = p + 1;
        switch (c) {
        case '"':
            m_out->append("\\\"", 2);
            break;
        case '\\':
            m_out->append("\\\\", 2);
            break;
        case '\n':
            m_out->append("\\n", 2);
            break;
        case '\t':
            m_out->append("\\t", 2);
            break;
        default: {
            const char escaped[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            m_out->append(escaped, 6);
        }
        }
    }
    m_out->append(run, int(end - run));
    m_out->append('"');
}

void JsonTextWriter::integer(qint64 value)
{
    beforeValue();
    m_out->append(QByteArray::number(value));
}

void JsonTextWriter::number(double value, int decimals)
{
    beforeValue();
    m_out->append(QByteArray::number(value, 'f', decimals)); // locale independent
}

void JsonTextWriter::boolean(bool value)
{
    beforeValue();
    m_out->append(value ? "true" : "false");
}

void JsonTextWriter::null()
{
    beforeValue();
    m_out->append("null", 4);
}
