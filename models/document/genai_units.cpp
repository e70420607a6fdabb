// SPDX-License-Identifier: GPL-2.0-or-later
// Conversation units of Agent Engine, ADK and Gemini files (formats.md §1.1, §1.4.1).
#include "genai_units.h"

#include "document_units.h"

#include "formats/format_registry.h"
#include "mapped_file.h"
#include "record_index.h"
#include "json/tolerant_json.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace {

bool foldedIs(const QString &key, const char *folded)
{
    return tolerant::foldKey(key.toStdString()) == folded;
}

// The session path (`…/reasoningEngines/r/sessions/s`) of the first Agent Engine name in a
// record's bytes; empty when there is none. A byte search, no parse.
QByteArray sessionKey(const QByteArray &text)
{
    const qsizetype engine = text.indexOf("/reasoningEngines/");
    const qsizetype sessions = engine < 0 ? -1 : text.indexOf("/sessions/", engine);
    if (sessions < 0)
        return {};
    const qsizetype begin = text.lastIndexOf('"', engine) + 1;
    qsizetype end = sessions + 10;
    while (end < text.size() && text.at(end) != '/' && text.at(end) != '"')
        ++end;
    return text.mid(begin, end - begin);
}

} // namespace

bool genaiConversationUnits(const QString &id, const MappedFile &file, const IndexView &view,
    QVector<ConversationUnit> &units)
{
    const QString pathFormat = view.pathFormat();
    const QString family = formats::family(id);
    if (family != u"adk"_s && family != u"agentengine"_s && family != u"gemini"_s)
        return false;
    const bool sse = view.sse();
    const QByteArray &envelope = view.envelope;
    if (id == u"adk.sessions"_s) {
        for (const RecordRange &r : view.records) {
            ConversationUnit u;
            u.records = {r};
            u.pathFormat = pathFormat;
            u.sse = sse;
            if (envelope.isEmpty() && !sse && r.listPage) {
                // A {"sessions": [...]} page inside an array or a sequence: one unit per session.
                RecordIndex sub(file.data() + r.begin, r.end - r.begin);
                sub.scanAll();
                if (foldedIs(sub.containerKey(), "sessions")) {
                    const QString outer
                        = pathFormat.isEmpty() ? QString() : pathFormat.arg(r.index);
                    for (RecordRange s : sub.records()) {
                        if (s.line == 1)
                            s.column += r.column - 1;
                        s.line += r.line - 1;
                        s.begin += r.begin;
                        s.end += r.begin;
                        ConversationUnit page;
                        page.records = {s};
                        page.pathFormat = (outer.isEmpty() ? QString() : outer + u'.')
                            + sub.containerKey() + u"[%1]"_s;
                        units.append(page);
                    }
                    continue;
                }
            }
            units.append(u);
        }
        return true;
    }
    if (id == u"agentengine.events"_s && envelope.isEmpty()) {
        QHash<QByteArray, qsizetype> unitOf;
        for (const RecordRange &r : view.records) {
            const QByteArray key
                = sessionKey(RecordIndex::recordText(file.data(), file.size(), r, sse));
            qsizetype at = units.isEmpty() ? -1 : units.size() - 1; // no name: the previous one
            if (!key.isEmpty())
                at = unitOf.value(key, -1);
            if (at < 0) {
                ConversationUnit u;
                u.pathFormat = pathFormat;
                u.sse = sse;
                at = units.size();
                units.append(u);
                if (!key.isEmpty())
                    unitOf.insert(key, at);
            }
            units[at].records.append(r);
        }
        return true;
    }
    units.append(units::single(view, view.records));
    return true;
}
