// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_query_request.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

void AnswerQueryRequest::setSession(const QString &nameOrDash)
{
    const QString s = nameOrDash.trimmed();
    if (s.isEmpty()) {
        sessionMode = SessionMode::None;
        sessionName.clear();
    } else if (s == u"-"_s) {
        sessionMode = SessionMode::Auto;
        sessionName.clear();
    } else {
        sessionMode = SessionMode::Named;
        sessionName = s;
    }
}

QStringList AnswerQueryRequest::problems() const
{
    QStringList out;
    if (question.trimmed().isEmpty())
        out << u"the question is empty"_s;
    if (servingConfig.trimmed().isEmpty())
        out << u"the serving config is empty"_s;
    if (sessionMode == SessionMode::Named && sessionName.trimmed().isEmpty())
        out << u"the session name is empty"_s;
    return out;
}

QByteArray AnswerQueryRequest::toArgumentsJson() const
{
    Json a = Json::object();
    a["servingConfig"] = servingConfig.trimmed().toStdString();
    a["query"] = Json {{"text", question.toStdString()}};
    if (sessionMode == SessionMode::Auto)
        a["session"] = "-";
    else if (sessionMode == SessionMode::Named)
        a["session"] = sessionName.trimmed().toStdString();
    if (relatedQuestions)
        a["relatedQuestionsSpec"] = Json {{"enable", true}};
    if (includeGroundingSupports)
        a["groundingSpec"] = Json {{"includeGroundingSupports", true}};

    Json gen = Json::object();
    gen["includeCitations"] = includeCitations;
    if (!answerLanguage.isEmpty())
        gen["answerLanguageCode"] = answerLanguage.toStdString();
    if (!modelVersion.isEmpty())
        gen["modelSpec"] = Json {{"modelVersion", modelVersion.toStdString()}};
    if (!preamble.isEmpty())
        gen["promptSpec"] = Json {{"preamble", preamble.toStdString()}};
    if (ignoreAdversarialQuery)
        gen["ignoreAdversarialQuery"] = true;
    if (ignoreNonAnswerSeekingQuery)
        gen["ignoreNonAnswerSeekingQuery"] = true;
    if (ignoreJailBreakingQuery)
        gen["ignoreJailBreakingQuery"] = true;
    if (ignoreLowRelevantContent)
        gen["ignoreLowRelevantContent"] = true;
    a["answerGenerationSpec"] = gen;

    Json params = Json::object();
    if (maxResults > 0)
        params["maxReturnResults"] = maxResults;
    if (!filter.isEmpty())
        params["filter"] = filter.toStdString();
    if (!params.empty())
        a["searchSpec"] = Json {{"searchParams", params}};
    if (!userPseudoId.isEmpty())
        a["userPseudoId"] = userPseudoId.toStdString();
    const std::string s = a.dump(-1, ' ', false, Json::error_handler_t::replace);
    return QByteArray(s.data(), qsizetype(s.size()));
}
