// SPDX-License-Identifier: GPL-2.0-or-later
#include "thought_card.h"

#include "find_highlight.h"
#include "markdown_browser.h"
#include "search/text_matches.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ThoughtCard::ThoughtCard(const Chunk &chunk, ChunkAddress address, QWidget *parent)
    : ChunkCard(chunk, address, parent)
{
    setProperty("thought", true);
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(u"thoughtToggle"_s);
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_signature = new QLabel(this);
    m_signature->setTextFormat(Qt::PlainText);
    m_signature->setProperty("muted", true);
    m_signature->setVisible(chunk.thoughtSignatureBytes > 0);
    headerLayout()->addWidget(m_signature);
    headerLayout()->addWidget(m_toggle);

    m_preview = new QLabel(this);
    m_preview->setObjectName(u"thoughtPreview"_s);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setProperty("muted", true);
    QFont italic = m_preview->font();
    italic.setItalic(true);
    m_preview->setFont(italic);
    m_preview->setText(previewText(chunk));
    bodyLayout()->addWidget(m_preview);
    connect(m_toggle, &QToolButton::toggled, this, &ThoughtCard::setExpanded);
    retranslateUi();
}

bool ThoughtCard::isExpanded() const
{
    return m_browser && m_browser->isVisible();
}

void ThoughtCard::setExpanded(bool expanded)
{
    if (expanded && !m_browser) {
        m_browser = new MarkdownBrowser(this);
        m_browser->setObjectName(u"thoughtBody"_s);
        m_browser->setMarkdownText(m_chunk.text);
        QFont italic = m_browser->font();
        italic.setItalic(true);
        m_browser->setFont(italic);
        m_browser->setProperty("muted", true);
        bodyLayout()->addWidget(m_browser);
    }
    if (m_browser)
        m_browser->setVisible(expanded);
    m_preview->setVisible(!expanded);
    if (m_toggle->isChecked() != expanded)
        m_toggle->setChecked(expanded);
    retranslateUi();
}

void ThoughtCard::applyFind()
{
    // A thought that contains a match opens, so that the match can be seen.
    const FindQuery &query = findQuery();
    if (!query.isEmpty() && !isExpanded() && !findMatches(m_chunk.text, query, 1).isEmpty()) {
        setExpanded(true);
        m_findExpanded = true;
    } else if (query.isEmpty() && m_findExpanded) {
        m_findExpanded = false;
        setExpanded(false);
    }
    m_findShown.clear();
    m_findCurrent = -1;
    if (!m_browser)
        return;
    const std::optional<ConversationMatch> &current = currentFindMatch();
    const bool here = current && current->where == ConversationMatch::Where::Text;
    m_findShown = FindHighlight::highlightTextEdit(m_browser, m_chunk.text, query,
        here ? current->ordinal : -1, here ? current->range.begin : 0, &m_findCurrent);
}

QRect ThoughtCard::currentFindMatchRect() const
{
    if (!m_browser || m_findCurrent < 0 || m_findCurrent >= m_findShown.size())
        return QRect();
    return FindHighlight::rangeRect(m_browser, m_findShown.at(m_findCurrent), this);
}

void ThoughtCard::retranslateUi()
{
    titleLabel()->setText(title());
    const bool expanded = m_toggle->isChecked();
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_toggle->setText(toggleText(expanded));
    if (m_chunk.thoughtSignatureBytes > 0)
        m_signature->setText(signatureText(m_chunk));
}

QString ThoughtCard::title()
{
    //: title of a collapsed card of model reasoning; the symbol marks a thought
    return tr("💭 Thought");
}

QString ThoughtCard::toggleText(bool expanded)
{
    return expanded
        //: button that collapses a thought card
        ? tr("Hide")
        //: button that expands a thought card
        : tr("Show");
}

QString ThoughtCard::signatureText(const Chunk &chunk)
{
    if (chunk.thoughtSignatureBytes <= 0)
        return QString();
    //: a thought part's opaque signature; %1 its size ("1.2 KB")
    return tr("signature %1").arg(QLocale().formattedDataSize(chunk.thoughtSignatureBytes));
}

QString ThoughtCard::previewText(const Chunk &chunk)
{
    const QString firstLine = chunk.text.section(u'\n', 0, 0, QString::SectionSkipEmpty).trimmed();
    return firstLine.size() > 160 ? firstLine.left(159) + u'…' : firstLine;
}
