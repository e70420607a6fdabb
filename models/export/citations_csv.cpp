// SPDX-License-Identifier: GPL-2.0-or-later
#include "citations_csv.h"

using namespace Qt::StringLiterals;

namespace {

QString number(qint64 value)
{
    return value >= 0 ? QString::number(value) : QString();
}

QString kindId(CitationRow::Kind kind)
{
    return kind == CitationRow::Kind::Segment ? u"segment"_s : u"uncited_sentence"_s;
}

} // namespace

QStringList CitationsCsv::columns()
{
    return {u"conversation"_s, u"message"_s, u"author"_s, u"kind"_s, u"segment"_s, u"chunk"_s,
        u"part"_s, u"byte_start"_s, u"byte_end"_s, u"text"_s, u"sources"_s, u"source_uris"_s,
        u"status"_s, u"coverage"_s, u"flags"_s};
}

QString CitationsCsv::cell(const QString &value)
{
    QString out = value;
    if (!out.isEmpty()
        && (out.front() == u'=' || out.front() == u'+' || out.front() == u'-' || out.front() == u'@'
            || out.front() == u'\t' || out.front() == u'\r'))
        out.prepend(u'\'');
    if (!out.contains(u',') && !out.contains(u'"') && !out.contains(u'\n') && !out.contains(u'\r'))
        return out;
    out.replace(u"\""_s, u"\"\""_s);
    return u'"' + out + u'"';
}

QByteArray CitationsCsv::line(int conversation, const CitationRow &row)
{
    QStringList sources;
    QStringList uris;
    for (const CitationSource &source : row.sources) {
        sources.append(source.label.isEmpty() ? u"[%1]"_s.arg(source.number)
                                              : u"[%1] %2"_s.arg(source.number).arg(source.label));
        if (!source.uri.isEmpty())
            uris.append(source.uri);
    }
    const bool segment = row.kind == CitationRow::Kind::Segment;
    const QStringList fields = {number(conversation), number(row.message), row.author,
        kindId(row.kind), number(row.segment), number(row.chunk),
        row.bytes ? number(row.part) : QString(), row.bytes ? number(row.bytes->begin) : QString(),
        row.bytes ? number(row.bytes->end) : QString(), row.text, sources.join(u", "_s),
        uris.join(u' '), segment ? citationStatusId(row.status) : QString(),
        row.coverage ? QString::number(*row.coverage, 'f', 4) : QString(),
        citationFlagIds(row.flags).join(u' ')};
    QStringList cells;
    cells.reserve(fields.size());
    for (const QString &field : fields)
        cells.append(cell(field));
    return (cells.join(u',') + u"\r\n"_s).toUtf8();
}

QByteArray CitationsCsv::header()
{
    return (columns().join(u',') + u"\r\n"_s).toUtf8();
}

QByteArray CitationsCsv::lines(int conversation, const QVector<CitationRow> &rows)
{
    QByteArray out;
    for (const CitationRow &row : rows)
        out += line(conversation, row);
    return out;
}

QByteArray CitationsCsv::write(int conversation, const QVector<CitationRow> &rows)
{
    return header() + lines(conversation, rows);
}
