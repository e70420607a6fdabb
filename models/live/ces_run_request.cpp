// SPDX-License-Identifier: GPL-2.0-or-later
// RunSessionRequest in the proto3 JSON mapping (google/cloud/ces/v1/session_service.proto):
// lowerCamelCase keys, bytes as base64, false and empty fields left out.
#include "ces_run_request.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUuid>

using namespace Qt::StringLiterals;

CesSessionInput CesSessionInput::fromText(const QString &text)
{
    CesSessionInput input;
    input.text = text;
    return input;
}

CesSessionInput CesSessionInput::fromVariables(const QByteArray &variablesJson)
{
    CesSessionInput input;
    input.kind = Kind::Variables;
    input.json = variablesJson;
    return input;
}

CesSessionInput CesSessionInput::fromToolResponses(const QByteArray &responsesJson)
{
    CesSessionInput input;
    input.kind = Kind::ToolResponses;
    input.json = responsesJson;
    return input;
}

QJsonObject CesSessionInput::toJson() const
{
    QJsonObject o;
    const auto media = [this] {
        QJsonObject m;
        if (!mimeType.isEmpty())
            m.insert(u"mimeType"_s, mimeType);
        if (!data.isEmpty())
            m.insert(u"data"_s, QString::fromLatin1(data.toBase64()));
        return m;
    };
    switch (kind) {
    case Kind::Text:
        o.insert(u"text"_s, text);
        break;
    case Kind::Dtmf:
        o.insert(u"dtmf"_s, text);
        break;
    case Kind::Variables:
        o.insert(u"variables"_s, QJsonDocument::fromJson(json).object());
        break;
    case Kind::Image:
        o.insert(u"image"_s, media());
        break;
    case Kind::Blob:
        o.insert(u"blob"_s, media());
        break;
    case Kind::Event:
        o.insert(u"event"_s, QJsonObject {{u"event"_s, text}});
        break;
    case Kind::ToolResponses: {
        const QJsonDocument doc = QJsonDocument::fromJson(json);
        QJsonObject responses;
        const QJsonArray list = doc.isArray() ? doc.array() : QJsonArray {doc.object()};
        if (!list.isEmpty() && !(doc.isObject() && doc.object().isEmpty()))
            responses.insert(u"toolResponses"_s, list);
        o.insert(u"toolResponses"_s, responses);
        break;
    }
    }
    if (willContinue)
        o.insert(u"willContinue"_s, true);
    return o;
}

QJsonObject CesRunRequest::configJson() const
{
    QJsonObject o;
    const auto set = [&o](const QString &key, const QString &value) {
        if (!value.isEmpty())
            o.insert(key, value);
    };
    set(u"session"_s, session);
    const QJsonDocument history = QJsonDocument::fromJson(historicalContexts);
    if (history.isArray() && !history.array().isEmpty())
        o.insert(u"historicalContexts"_s, history.array());
    set(u"entryAgent"_s, entryAgent);
    set(u"deployment"_s, deployment);
    set(u"timeZone"_s, timeZone);
    if (useToolFakes)
        o.insert(u"useToolFakes"_s, true);
    if (enableTextStreaming)
        o.insert(u"enableTextStreaming"_s, true);
    return o;
}

QByteArray CesRunRequest::toJson() const
{
    QJsonArray list;
    for (const CesSessionInput &input : inputs)
        list.append(input.toJson());
    QJsonObject body {{u"config"_s, configJson()}};
    if (!list.isEmpty())
        body.insert(u"inputs"_s, list);
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

QString CesRunRequest::newSessionId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces).toLower();
}

QString CesRunRequest::sessionName(const QString &app, const QString &id)
{
    QString base = app;
    while (base.endsWith(u'/'))
        base.chop(1);
    return base + u"/sessions/"_s + id;
}

bool CesRunRequest::isSessionName(const QString &name)
{
    static const QRegularExpression pattern(
        u"^projects/[^/]+/locations/[^/]+/apps/[^/]+/sessions/[^/]+$"_s);
    return pattern.match(name).hasMatch();
}

QString CesRunRequest::appOf(const QString &session)
{
    if (!isSessionName(session))
        return {};
    return session.left(session.lastIndexOf(u"/sessions/"_s));
}
