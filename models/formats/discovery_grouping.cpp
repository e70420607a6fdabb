// SPDX-License-Identifier: GPL-2.0-or-later
// Splitting Discovery Engine logs into conversations (formats.md §1.6.6, §3.8).
#include "discovery_grouping.h"

#include "discovery_internal.h"
#include "format_registry.h"

#include <nlohmann/json.hpp>

#include <QHash>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

QString rpcId(const Json &v)
{
    const Json *id = field(v, "id");
    return id ? QString::fromStdString(id->dump()) : QString();
}

// The session a record belongs to; empty when it names none.
QString sessionKey(const Json &v)
{
    if (!v.is_object())
        return QString();
    if (const Json *session = field(v, "session"); session && session->is_object()) {
        const QString name = discovery::str(*session, "name");
        if (!name.isEmpty())
            return name;
    }
    if (const Json *answer = field(v, "answer"); answer && answer->is_object())
        return discovery::sessionOf(discovery::str(*answer, "name"));
    return discovery::sessionOf(discovery::str(v, "name"));
}

QString requestSession(const Json &request)
{
    const Json *params = field(request, "params");
    const Json *args = params ? field(*params, "arguments") : nullptr;
    const QString session = args ? discovery::str(*args, "session") : QString();
    return session.endsWith(u"/-"_s) ? QString() : session;
}

} // namespace

namespace formats {

DiscoveryGrouping groupDiscoveryRecords(const QVector<const Json *> &records, bool stream)
{
    DiscoveryGrouping out;
    const int n = int(records.size());
    QVector<QString> keys(n);
    QVector<QVector<int>> items(n); // the records that travel together, at their last position
    QHash<QString, int> openRequests; // JSON-RPC id → request index
    QHash<QString, QString> otherMethods; // ids of protocol requests
    for (int i = 0; i < n; ++i) {
        const Json *v = records.at(i);
        if (!v || !v->is_object()) {
            items[i] = {i};
            continue;
        }
        const QString id = rpcId(*v);
        if (field(*v, "method")) {
            const QString name = discovery::str(*v, "method");
            if (id.isEmpty() || name != u"tools/call"_s) {
                if (!id.isEmpty())
                    otherMethods.insert(id, name);
                ++out.skipped;
                continue;
            }
            if (const auto open = openRequests.constFind(id); open != openRequests.cend())
                items[*open] = {*open}; // an earlier request with this id got no response
            openRequests.insert(id, i);
            keys[i] = requestSession(*v);
            continue;
        }
        const bool response
            = !id.isEmpty() && (field(*v, "result") || field(*v, "error")) && field(*v, "jsonrpc");
        if (response && otherMethods.contains(id)) {
            otherMethods.remove(id);
            ++out.skipped;
            continue;
        }
        Json inner;
        keys[i] = sessionKey(unwrapEnvelope(*v, inner) ? inner : *v);
        items[i] = {i};
        if (response) {
            if (const auto open = openRequests.constFind(id); open != openRequests.cend()) {
                const int request = *open;
                openRequests.erase(open);
                items[i] = {request, i};
                if (keys[i].isEmpty())
                    keys[i] = keys[request];
            }
        }
    }
    for (const int request : openRequests)
        items[request] = {request};

    if (stream) {
        // Unnamed snapshots belong to the answer around them.
        QString last;
        for (int i = 0; i < n; ++i) {
            if (items[i].isEmpty())
                continue;
            if (keys[i].isEmpty())
                keys[i] = last;
            last = keys[i];
        }
        QString next;
        for (int i = n - 1; i >= 0; --i) {
            if (items[i].isEmpty())
                continue;
            if (keys[i].isEmpty())
                keys[i] = next.isEmpty() ? u"\x01stream"_s : next;
            next = keys[i];
        }
    }
    QHash<QString, int> groupOf;
    for (int i = 0; i < n; ++i) {
        if (items[i].isEmpty())
            continue;
        if (keys[i].isEmpty()) {
            out.groups.append(items[i]);
            continue;
        }
        const auto found = groupOf.constFind(keys[i]);
        if (found == groupOf.cend()) {
            groupOf.insert(keys[i], int(out.groups.size()));
            out.groups.append(items[i]);
        } else {
            out.groups[*found] += items[i];
        }
    }
    return out;
}

QStringView answerStreamId(const QVector<const Json *> &records)
{
    QString lastName;
    for (const Json *r : records) {
        const Json *answer = field(*r, "answer");
        if (!answer)
            continue;
        const QString state = tolerant::stringOr(*answer, "state");
        const Json *n = field(*answer, "name");
        const QString name
            = n && n->is_string() ? QString::fromStdString(n->get<std::string>()) : QString();
        if (state == u"STREAMING"_s || (!name.isEmpty() && name == lastName))
            return u"discoveryengine.answer-stream";
        lastName = name;
    }
    return {};
}

} // namespace formats
