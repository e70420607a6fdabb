// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

/// The options of one `conversational_search` call (an AnswerQueryRequest, seed 003) as the
/// live panel and the `ask` command collect them. A plain value; toArgumentsJson() maps it to
/// the tool's input schema.
struct AnswerQueryRequest {
    enum class SessionMode {
        None, ///< sessionless: no `session` field
        Auto, ///< `session: "-"`: the server starts a session and returns it
        Named ///< continue `sessionName`
    };

    QString question;
    QString servingConfig; ///< projects/…/servingConfigs/…
    SessionMode sessionMode = SessionMode::None;
    QString sessionName; ///< Named
    bool includeCitations = true;
    bool relatedQuestions = false;
    bool includeGroundingSupports = false;
    QString answerLanguage; ///< BCP 47, e.g. "ja"
    QString preamble;
    QString modelVersion; ///< "stable", "preview", …
    int maxResults = 0; ///< searchSpec.searchParams.maxReturnResults; 0 = server default
    QString filter; ///< searchSpec.searchParams.filter
    bool ignoreAdversarialQuery = false;
    bool ignoreNonAnswerSeekingQuery = false;
    bool ignoreJailBreakingQuery = false;
    bool ignoreLowRelevantContent = false;
    QString userPseudoId;

    /// Sets the session from the command-line spelling: "" none, "-" auto, else a name.
    void setSession(const QString &nameOrDash);
    /// English problems that make the request unusable (missing question or serving config).
    QStringList problems() const;
    /// The `arguments` object of tools/call, compact JSON.
    QByteArray toArgumentsJson() const;
};
