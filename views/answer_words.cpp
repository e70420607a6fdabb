// SPDX-License-Identifier: GPL-2.0-or-later
#include "answer_words.h"

using namespace Qt::StringLiterals;

QString AnswerWords::state(const QString &name)
{
    if (name.isEmpty() || name == u"STATE_UNSPECIFIED"_s)
        //: state of a Discovery Engine answer that the source did not give
        return tr("Not specified");
    if (name == u"IN_PROGRESS"_s)
        //: state of a Discovery Engine answer
        return tr("In progress");
    if (name == u"FAILED"_s)
        //: state of a Discovery Engine answer
        return tr("Failed");
    if (name == u"SUCCEEDED"_s)
        //: state of a Discovery Engine answer
        return tr("Succeeded");
    if (name == u"STREAMING"_s)
        //: state of a Discovery Engine answer: text still arriving
        return tr("Streaming");
    if (name == u"SKIPPED"_s)
        //: state of a Discovery Engine assist answer: no answer was generated
        return tr("Skipped");
    if (name == u"CANCELLED"_s)
        //: state of a Discovery Engine assist answer
        return tr("Cancelled");
    return name;
}

QString AnswerWords::skippedReason(const QString &name)
{
    //: The next strings are short names of the reasons a Discovery Engine answer was skipped,
    //: shown in a badge as "Skipped: <reason>".
    if (name == u"ADVERSARIAL_QUERY_IGNORED"_s)
        return tr("adversarial query");
    if (name == u"NON_ANSWER_SEEKING_QUERY_IGNORED"_s)
        //: skipped reason: the query asks for no answer (greeting, chit-chat)
        return tr("not a question");
    if (name == u"OUT_OF_DOMAIN_QUERY_IGNORED"_s)
        //: skipped reason: the query is outside the data store's subject
        return tr("out of domain");
    if (name == u"POTENTIAL_POLICY_VIOLATION"_s)
        //: skipped reason
        return tr("possible policy violation");
    if (name == u"NO_RELEVANT_CONTENT"_s)
        //: skipped reason: the search found nothing useful
        return tr("no relevant content");
    if (name == u"JAIL_BREAKING_QUERY_IGNORED"_s)
        //: skipped reason: the query tried to bypass the model's rules
        return tr("jailbreak attempt");
    if (name == u"CUSTOMER_POLICY_VIOLATION"_s)
        //: skipped reason: a policy the customer configured (banned phrases, Model Armor)
        return tr("customer policy");
    if (name == u"NON_ANSWER_SEEKING_QUERY_IGNORED_V2"_s)
        //: skipped reason: like "not a question", from the newer classifier
        return tr("not a question (v2)");
    if (name == u"LOW_GROUNDED_ANSWER"_s)
        //: skipped reason: the answer was not supported well enough by the sources
        return tr("low grounding");
    if (name == u"USER_DEFINED_CLASSIFICATION_QUERY_IGNORED"_s)
        //: skipped reason: the query matched a classification the customer defined
        return tr("user-defined classification");
    if (name == u"UNHELPFUL_ANSWER"_s)
        //: skipped reason
        return tr("unhelpful answer");
    if (name == u"NON_ASSIST_SEEKING_QUERY_IGNORED"_s)
        //: skipped reason of the assistant: the query asks the assistant for nothing
        return tr("not an assistant request");
    if (name.isEmpty() || name.endsWith(u"_SKIPPED_REASON_UNSPECIFIED"_s))
        //: skipped reason: the source gave none
        return tr("no reason given");
    return name;
}

QString AnswerWords::skippedExplanation(const QString &name)
{
    if (name == u"ADVERSARIAL_QUERY_IGNORED"_s)
        return tr("The query was classified as adversarial, so no answer was generated.");
    if (name == u"NON_ANSWER_SEEKING_QUERY_IGNORED"_s)
        return tr("The query does not ask for an answer (for example a greeting), so no answer "
                  "was generated.");
    if (name == u"OUT_OF_DOMAIN_QUERY_IGNORED"_s)
        return tr("The query is outside the subject of the searched data, so no answer was "
                  "generated.");
    if (name == u"POTENTIAL_POLICY_VIOLATION"_s)
        return tr("The query or the answer may violate a content policy, so no answer was "
                  "given.");
    if (name == u"NO_RELEVANT_CONTENT"_s)
        return tr("The search found no content relevant enough to answer the query.");
    if (name == u"JAIL_BREAKING_QUERY_IGNORED"_s)
        return tr("The query looks like an attempt to get around the model's rules, so it was "
                  "ignored.");
    if (name == u"CUSTOMER_POLICY_VIOLATION"_s)
        return tr("The query or the answer breaks a policy set for this app (banned phrases or "
                  "Model Armor).");
    if (name == u"NON_ANSWER_SEEKING_QUERY_IGNORED_V2"_s)
        return tr("The newer classifier found that the query does not ask for an answer, so no "
                  "answer was generated.");
    if (name == u"LOW_GROUNDED_ANSWER"_s)
        return tr("The generated answer was not supported well enough by the sources, so it was "
                  "withheld.");
    if (name == u"USER_DEFINED_CLASSIFICATION_QUERY_IGNORED"_s)
        return tr("The query matched a classification defined for this app as one to skip.");
    if (name == u"UNHELPFUL_ANSWER"_s)
        return tr("The generated answer was judged unhelpful, so it was withheld.");
    if (name == u"NON_ASSIST_SEEKING_QUERY_IGNORED"_s)
        return tr("The query does not ask the assistant for anything, so no answer was "
                  "generated.");
    if (name.isEmpty() || name.endsWith(u"_SKIPPED_REASON_UNSPECIFIED"_s))
        return tr("The answer was skipped without a stated reason.");
    //: %1 a skipped-reason value this version does not know, as written in the file
    return tr("The answer was skipped for a reason this version does not know: %1").arg(name);
}

QString AnswerWords::classificationType(const QString &name)
{
    if (name == u"ADVERSARIAL_QUERY"_s)
        //: query classification type
        return tr("Adversarial query");
    if (name == u"NON_ANSWER_SEEKING_QUERY"_s)
        //: query classification type: the query asks for no answer (greeting, chit-chat)
        return tr("Not seeking an answer");
    if (name == u"JAIL_BREAKING_QUERY"_s)
        //: query classification type: the query tries to bypass the model's rules
        return tr("Jailbreak attempt");
    if (name == u"NON_ANSWER_SEEKING_QUERY_V2"_s)
        //: query classification type, newer classifier
        return tr("Not seeking an answer (v2)");
    if (name == u"USER_DEFINED_CLASSIFICATION_QUERY"_s)
        //: query classification type defined by the customer
        return tr("User-defined classification");
    if (name.isEmpty() || name == u"TYPE_UNSPECIFIED"_s)
        //: query classification type the source did not give
        return tr("Unspecified classification");
    return name;
}

QString AnswerWords::harmCategory(const QString &name)
{
    if (name == u"HARM_CATEGORY_HATE_SPEECH"_s)
        //: safety category
        return tr("Hate speech");
    if (name == u"HARM_CATEGORY_DANGEROUS_CONTENT"_s)
        //: safety category
        return tr("Dangerous content");
    if (name == u"HARM_CATEGORY_HARASSMENT"_s)
        //: safety category
        return tr("Harassment");
    if (name == u"HARM_CATEGORY_SEXUALLY_EXPLICIT"_s)
        //: safety category
        return tr("Sexually explicit");
    if (name == u"HARM_CATEGORY_CIVIC_INTEGRITY"_s)
        //: safety category: elections and civic processes
        return tr("Civic integrity");
    if (name.isEmpty() || name == u"HARM_CATEGORY_UNSPECIFIED"_s)
        //: safety category the source did not give
        return tr("Unspecified category");
    return name;
}

QString AnswerWords::harmLevel(const QString &name)
{
    QString level = name;
    if (level.startsWith(u"HARM_SEVERITY_"_s))
        level = level.mid(14);
    else if (level.startsWith(u"HARM_PROBABILITY_"_s))
        level = level.mid(17);
    if (level == u"NEGLIGIBLE"_s)
        //: safety probability or severity
        return tr("negligible");
    if (level == u"LOW"_s)
        //: safety probability or severity
        return tr("low");
    if (level == u"MEDIUM"_s)
        //: safety probability or severity
        return tr("medium");
    if (level == u"HIGH"_s)
        //: safety probability or severity
        return tr("high");
    if (level.isEmpty() || level == u"UNSPECIFIED"_s)
        //: safety probability or severity the source did not give
        return tr("unspecified");
    return name;
}

QString AnswerWords::attribution(const QString &name)
{
    if (name == u"CORPUS"_s)
        //: where an image attached to an answer comes from: the searched documents
        return tr("From the corpus");
    if (name == u"GENERATED"_s)
        //: where an image attached to an answer comes from: made by the model
        return tr("Generated");
    if (name.isEmpty() || name == u"ATTRIBUTION_TYPE_UNSPECIFIED"_s)
        //: attribution of an attached image the source did not give
        return tr("Unspecified origin");
    return name;
}
