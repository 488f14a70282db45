package rw.generator.dialect

import java.util.ArrayList
import java.util.List
import rw.dsl.model.AssemblyFormat
import rw.dsl.model.OpDef
import rw.dsl.model.OpMember
import rw.dsl.model.TraitUse
import rw.generator.SourceRef

/** What an op definition declares, its abstract bases' parts first (an op inherits from its base). */
class Members {
  /** The op and its bases, the root base first. */
  def static List<OpDef> chain(OpDef op) {
    val out = new ArrayList<OpDef>
    var current = op
    while (current !== null && !out.contains(current)) {
      out.add(0, current)
      current = current.base
    }
    out
  }

  def static <T> List<T> all(OpDef op, Class<T> kind) {
    val out = new ArrayList<T>
    for (o : chain(op)) out.addAll(o.members.filter(kind))
    out
  }

  def static List<OpMember> members(OpDef op) {
    all(op, OpMember)
  }

  def static List<TraitUse> traits(OpDef op) {
    val out = new ArrayList<TraitUse>
    for (o : chain(op)) out.addAll(o.traits)
    out
  }

  def static String summary(OpDef op) {
    chain(op).reverseView.map[summary].filterNull.head
  }

  def static String description(OpDef op) {
    chain(op).reverseView.map[description].filterNull.head
  }

  def static AssemblyFormat format(OpDef op) {
    chain(op).reverseView.map[format].filterNull.head
  }

  def static boolean hasTrait(OpDef op, String name) {
    traits(op).exists[trait.name == name]
  }

  /** The text of a declarative format between its braces, tokens joined by single spaces. */
  def static String formatText(AssemblyFormat f) {
    val text = SourceRef.text(f)
    text.substring(text.indexOf('{') + 1, text.lastIndexOf('}')).trim
  }
}
