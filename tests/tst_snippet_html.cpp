// SPDX-License-Identifier: GPL-2.0-or-later
// Search-result snippets are untrusted HTML: only b/strong/i/em/br survive, entities are decoded,
// everything else is stripped or escaped (formats.md §3.12).
#include "export/snippet_html.h"

#include <QTest>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace {

/// What a QLabel in rich-text mode would show (the rendered text, markup gone).
QString rendered(const QString &richText)
{
    QTextDocument document;
    document.setHtml(richText);
    return document.toPlainText();
}

} // namespace

class TstSnippetHtml : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsBoldAndDecodesEntities()
    {
        const QString html = u"Abrimos a las <b>9</b>&nbsp;h &amp; cerramos &lt;tarde&gt;"_s;
        QCOMPARE(
            sanitizeSnippet(html), u"Abrimos a las <b>9</b>\u00a0h &amp; cerramos &lt;tarde&gt;"_s);
        QCOMPARE(snippetPlainText(html), u"Abrimos a las 9 h & cerramos <tarde>"_s);
    }

    void quotesAndNumericEntities()
    {
        const QString html = u"It&#39;s &quot;333&quot;&#x20;m &#8212; &apos;tall&apos;"_s;
        QCOMPARE(snippetPlainText(html), u"It's \"333\" m \u2014 'tall'"_s);
        QCOMPARE(sanitizeSnippet(html), u"It's &quot;333&quot; m \u2014 'tall'"_s);
        // Invalid code points become U+FFFD; no ';' or an unknown name stays literal.
        QCOMPARE(snippetPlainText(u"&#0;&#xD800;&#99999999999;"_s), u"\ufffd\ufffd\ufffd"_s);
        QCOMPARE(snippetPlainText(u"AT&T &unknown; &amp"_s), u"AT&T &unknown; &amp"_s);
        QCOMPARE(sanitizeSnippet(u"AT&T"_s), u"AT&amp;T"_s);
        QCOMPARE(snippetPlainText(u"&#128512;"_s), u"😀"_s);
    }

    void scriptAndStyleAreDroppedWithTheirContents()
    {
        const QString html = u"<script>alert('x')</script>safe<style>b{color:red}</style> "
                             u"<SCRIPT type=\"text/javascript\">document.write('<b>')</SCRIPT>"
                             u"<b>text</b>"_s;
        const QString safe = sanitizeSnippet(html);
        QCOMPARE(safe, u"safe <b>text</b>"_s);
        QVERIFY(!safe.contains(u"alert"_s));
        QCOMPARE(snippetPlainText(html), u"safe text"_s);
        // An unclosed script swallows the rest: nothing of it is shown.
        QCOMPARE(sanitizeSnippet(u"a<script>evil()"_s), u"a"_s);
    }

    void remoteResourcesAndLinksAreStripped()
    {
        const QString html
            = u"<img src=http://evil.example/x.png onerror=alert(1)>"
              u"<a href=\"javascript:alert(1)\" title='a>b'>click</a> "
              u"<iframe src=\"https://evil.example\">inner</iframe>"
              u"<b onclick=\"steal()\" style=\"background:url(http://x)\">bold</b>"_s;
        const QString safe = sanitizeSnippet(html);
        QCOMPARE(safe, u"click <b>bold</b>"_s);
        for (const QString &bad : {u"img"_s, u"href"_s, u"http"_s, u"javascript"_s, u"onclick"_s,
                 u"style"_s, u"iframe"_s, u"inner"_s})
            QVERIFY2(!safe.contains(bad, Qt::CaseInsensitive), qPrintable(bad));
        QCOMPARE(rendered(safe), u"click bold"_s);
    }

    void unterminatedAndStrayTags()
    {
        QCOMPARE(sanitizeSnippet(u"<b>東京</b"_s), u"<b>東京</b>"_s);
        QCOMPARE(sanitizeSnippet(u"open <b>bold"_s), u"open <b>bold</b>"_s);
        QCOMPARE(sanitizeSnippet(u"</b>stray</i>"_s), u"stray"_s);
        QCOMPARE(sanitizeSnippet(u"a < b and c<3 and <"_s), u"a &lt; b and c&lt;3 and &lt;"_s);
        QCOMPARE(sanitizeSnippet(u"x <!-- <b>hidden</b> --> y <!-- never closed"_s), u"x  y "_s);
        QCOMPARE(sanitizeSnippet(u"<!DOCTYPE html><?xml version='1.0'?>ok"_s), u"ok"_s);
    }

    void nestingIsBalancedAndAttributesDropped()
    {
        QCOMPARE(sanitizeSnippet(u"<B class=\"x\"><i>both</i> bold</B>"_s),
            u"<b><i>both</i> bold</b>"_s);
        // Misnested: closing the outer tag closes the inner one too.
        QCOMPARE(sanitizeSnippet(u"<b><em>x</b>y</em>"_s), u"<b><em>x</em></b>y"_s);
        QCOMPARE(sanitizeSnippet(u"<strong>s</strong><br/>n<BR >m<br clear=all>"_s),
            u"<strong>s</strong><br>n<br>m<br>"_s);
        QCOMPARE(snippetPlainText(u"a<br/>b"_s), u"a\nb"_s);
        QString deep;
        for (int i = 0; i < 100; ++i)
            deep += u"<b>"_s;
        deep += u"deep"_s;
        const QString safe = sanitizeSnippet(deep);
        QCOMPARE(safe.count(u"<b>"_s), safe.count(u"</b>"_s));
        QVERIFY(safe.count(u"<b>"_s) <= 16);
        QCOMPARE(rendered(safe), u"deep"_s);
    }

    void blockTagsSeparateWords()
    {
        QCOMPARE(snippetPlainText(u"<p>uno</p><p>dos</p><div>tres</div>"_s), u"uno dos tres "_s);
        QCOMPARE(sanitizeSnippet(u"<ul><li>a</li><li>b</li></ul>"_s), u"a b "_s);
    }

    void cjkTextIsUntouched()
    {
        const QString html = u"<b>東京タワー</b>は1958年&nbsp;完成。「高さ」は３３３ｍ"_s;
        QCOMPARE(
            sanitizeSnippet(html), u"<b>東京タワー</b>は1958年\u00a0完成。「高さ」は３３３ｍ"_s);
        QCOMPARE(snippetPlainText(html), u"東京タワーは1958年 完成。「高さ」は３３３ｍ"_s);
    }

    void renderedRichTextShowsBold()
    {
        QTextDocument document;
        document.setHtml(sanitizeSnippet(u"<b>9</b>&nbsp;h"_s));
        QCOMPARE(document.toPlainText(), u"9 h"_s); // toPlainText() turns U+00A0 into a space
        // The first character is bold.
        QTextCursor cursor(&document);
        cursor.setPosition(1);
        QVERIFY(cursor.charFormat().fontWeight() >= QFont::Bold);
    }

    void emptyAndPlain()
    {
        QCOMPARE(sanitizeSnippet(QString()), QString());
        QCOMPARE(snippetPlainText(QString()), QString());
        QCOMPARE(sanitizeSnippet(u"plain text"_s), u"plain text"_s);
    }
};

QTEST_MAIN(TstSnippetHtml)
#include "tst_snippet_html.moc"
