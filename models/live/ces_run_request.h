// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QVector>

/// One SessionInput of google.cloud.ces.v1 (session_service.proto): exactly one kind of input
/// (the proto's oneof `input_type`), and `willContinue`. A plain value.
struct CesSessionInput {
    enum class Kind { Text, Dtmf, Variables, Image, Blob, Event, ToolResponses };
    Kind kind = Kind::Text;
    QString text; ///< Text: the user's text; Dtmf: the digits; Event: the event's name
    /// Variables: a JSON object; ToolResponses: a JSON array of ToolResponse objects
    QByteArray json;
    QString mimeType; ///< Image, Blob
    QByteArray data; ///< Image, Blob: the raw bytes (sent as base64)
    bool willContinue = false;

    static CesSessionInput fromText(const QString &text);
    /// `variablesJson`: a JSON object of variables by name.
    static CesSessionInput fromVariables(const QByteArray &variablesJson);
    /// `responsesJson`: a JSON array of ToolResponse ({id, tool|toolsetTool, response}).
    static CesSessionInput fromToolResponses(const QByteArray &responsesJson);
    /// The SessionInput in the proto3 JSON mapping: only the keys that are set.
    QJsonObject toJson() const;
};

/// What one runSession / streamRunSession call sends (RunSessionRequest): the SessionConfig
/// fields a user sets and the inputs of the turn. A plain value.
struct CesRunRequest {
    /// `projects/{p}/locations/{l}/apps/{a}/sessions/{s}`
    QString session;
    QString entryAgent; ///< `…/apps/{a}/agents/{agent}`; empty: the app's root agent
    QString deployment; ///< `…/apps/{a}/deployments/{d}`; empty: none
    QString timeZone; ///< IANA, e.g. "Asia/Tokyo"; empty: the app's
    bool useToolFakes = false;
    bool enableTextStreaming = false;
    /// A JSON array of Message ({role, chunks[]}) that overrides the session's history; empty:
    /// none.
    QByteArray historicalContexts;
    QVector<CesSessionInput> inputs;

    /// The SessionConfig in the proto3 JSON mapping: only the keys that are set.
    QJsonObject configJson() const;
    /// The RunSessionRequest body `{"config": {…}, "inputs": [{…}]}`, compact.
    QByteArray toJson() const;

    /// A new random session id (lower-case letters, digits and dashes).
    static QString newSessionId();
    /// `app` (`projects/{p}/locations/{l}/apps/{a}`) plus `/sessions/{id}`.
    static QString sessionName(const QString &app, const QString &id = newSessionId());
    /// Whether `name` has the form of a session's resource name.
    static bool isSessionName(const QString &name);
    /// The app part of a session name; empty when it is not one.
    static QString appOf(const QString &session);
};
